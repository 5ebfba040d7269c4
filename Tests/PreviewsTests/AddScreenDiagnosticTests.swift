import CDLGenTestSupport
import Foundation
import Previews
import Project
import Testing

/// Issue 22: a diagnostic about an add view is shown on the screen that draws it.
@Suite struct AddScreenDiagnosticTests {
    @Test func anUnsaveableAddViewSaysSoOnItsAddNewScreen() throws {
        let folder = try TemporaryFolder()
        let definitions = folder.url.appendingPathComponent("Definitions")
        try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("Definitions"), to: definitions)
        // The add view without its Name row: Widget.name is required, so Add can never save.
        let addView = definitions.appendingPathComponent("Widgets/WidgetAddView-FromType.plist")
        let plist = try String(contentsOf: addView, encoding: .utf8)
        let nameRow = try #require(
            plist.range(of: "\t\t\t<dict>\n\t\t\t\t<key>rowType</key>\n\t\t\t\t<string>CDLTableRowTypeSingleLineValueLargeLabel"))
        let end = try #require(plist.range(of: "</dict>\n", range: nameRow.upperBound..<plist.endIndex))
        try Data(plist.replacingCharacters(in: nameRow.lowerBound..<end.upperBound, with: "").utf8).write(to: addView)
        var options = RunOptions()
        options.paths = [definitions.path]
        let session = try PreviewSession.prepare(options, preview: PreviewOptions())
        let table = try #require(session.table("WidgetTypeDetailView"))
        let addNew = try #require(table.screens.first { $0.id == "add-new-2-1" })
        #expect(addNew.diagnostics.map(\.code) == [.unsaveableView])
        let page = HTMLRenderer().render(table)
        let screen = try #require(page.range(of: #"id="add-new-2-1""#))
        let diagnostic = try #require(page.range(of: #"data-code="unsaveable-view""#))
        #expect(screen.upperBound < diagnostic.lowerBound)
    }
}
