import CDLGenTestSupport
import Foundation
import Testing

/// `cdlgen export swiftui`: the sample app's definitions as SwiftUI (golden files), the same bytes on every
/// run, and what is left out named with its reason.
@Suite struct ExportSwiftUICommandTests {
    let folder: TemporaryFolder
    var exported: String { folder.path + "/Exported" }

    init() throws {
        folder = try TemporaryFolder.withRepositoryDefinitions()
    }

    func export(_ arguments: [String] = []) throws -> CDLGenProcess.Result {
        try CDLGenProcess.run(["export", "swiftui", "Definitions", "-o", "Exported"] + arguments, in: folder.url)
    }

    func writtenFiles() throws -> [String: String] {
        let names = try FileManager.default.contentsOfDirectory(atPath: exported)
        return try Dictionary(uniqueKeysWithValues: names.map { ($0, try String(contentsOfFile: exported + "/" + $0, encoding: .utf8)) })
    }

    @Test func theSampleAppExportsAsItsGoldenFilesSayTheSameOnEveryRun() throws {
        let result = try export(["--model-classes"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "exported 9 definitions into Exported\n")
        let files = try writtenFiles()
        #expect(
            files.keys.sorted() == [
                "CDLExportSupport.swift", "EventDetailView.swift", "EventListView.swift", "ModelClasses.swift", "TaskDetailView.swift",
                "TaskListView.swift", "TaskStepDetailView.swift", "WidgetAddViewFromType.swift", "WidgetDetailView.swift",
                "WidgetListView.swift", "WidgetTypeDetailView.swift",
            ])
        let golden = GoldenFolder(besides: #filePath)
        for (name, text) in files.sorted(by: { $0.key < $1.key }) { try golden.assertMatches(text, named: "export-swiftui/\(name).txt") }

        // Again: the same bytes, and files that hold them already are not rewritten.
        let before = try modificationDates()
        let again = try export(["--model-classes"])
        #expect(again.status == 0)
        #expect(try writtenFiles() == files)
        #expect(try modificationDates() == before)
    }

    @Test func aDefinitionWithErrorsIsLeftOutWithItsReasonAndTheOthersAreWritten() throws {
        let path = folder.path + "/Definitions/Events/EventDetailView.plist"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        try text.replacingOccurrences(of: "attributeKeyPath = details;", with: "attributeKeyPath = detials;")
            .write(toFile: path, atomically: true, encoding: .utf8)
        let result = try export()
        #expect(result.status == 1)
        #expect(result.stderr.contains("cdlgen: left out Definitions/Events/EventDetailView.plist: 1 error (first: "), "\(result.stderr)")
        // The list view opens the detail view left out, so it goes too; the other seven are written.
        #expect(
            result.stderr.contains(
                "cdlgen: left out Definitions/Events/EventListView.plist: its detail view EventDetailView is not exported"))
        #expect(result.stderr.hasSuffix("exported 7 definitions into Exported (2 left out)\n"), "\(result.stderr)")
        let files = try writtenFiles()
        #expect(files["EventDetailView.swift"] == nil)
        #expect(files["TaskDetailView.swift"] != nil)
    }

    /// A definition that cannot be read at all (here a FIFO, named on the command line) is an I/O failure,
    /// exit 2, as `validate` says it; the others are still written.
    @Test func anUnreadableDefinitionIsAnIOFailure() throws {
        try #require(mkfifo(folder.path + "/Definitions/Events/Pipe.plist", 0o644) == 0)
        let result = try CDLGenProcess.run(
            ["export", "swiftui", "Definitions/Events/Pipe.plist", "Definitions", "-o", "Exported"], in: folder.url)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("left out Definitions/Events/Pipe.plist: cannot be read"), "\(result.stderr)")
        #expect(try writtenFiles()["EventDetailView.swift"] != nil)
    }

    @Test func withoutAModelNothingIsExported() throws {
        let result = try CDLGenProcess.run(["export", "swiftui", "--no-project", "Definitions/Events", "-o", "Exported"], in: folder.url)
        #expect(result.status == 2)
        #expect(result.stderr.contains("nothing exported: the export needs the Core Data model"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: exported))
    }

    private func modificationDates() throws -> [String: Date] {
        try Dictionary(
            uniqueKeysWithValues: FileManager.default.contentsOfDirectory(atPath: exported).map { name in
                (name, try FileManager.default.attributesOfItem(atPath: exported + "/" + name)[.modificationDate] as? Date ?? .distantPast)
            })
    }

    /// `preview --swiftui`: each detail view's page has a screen, linked from its site bar, with each row as
    /// CDL shows it and the code the export writes for it; without the flag, nothing of it.
    @Test func previewWithSwiftUIShowsTheExportedCodeOfEveryRow() throws {
        let result = try CDLGenProcess.run(["preview", "Definitions", "--swiftui", "-o", "site"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        let page = try String(contentsOfFile: folder.path + "/site/Events/EventDetailView.html", encoding: .utf8)
        #expect(page.contains(##"<a class="site-link" href="#swiftui">SwiftUI export</a>"##))
        #expect(page.contains(#"<section class="screen edit-screen" id="swiftui" data-screen="swiftui export""#))
        // Six rows: name, date, switch, type, details, the custom row; each with its code.
        #expect(page.components(separatedBy: #"<pre class="swiftui-code"><code>"#).count - 1 == 6)
        #expect(page.contains("Toggle(&quot;Public&quot;, isOn: $object.publicEvent)"))
        #expect(page.contains("deleteRowControllerRow.draw(object, &quot;Delete Event&quot;)"))
        // Each row also as the SwiftUI shows it while editing: the name in a text field in place, where CDL
        // pushes a screen.
        let screen = String(page[try #require(page.range(of: #"id="swiftui""#)).lowerBound...])
        #expect(screen.components(separatedBy: #"<p class="swiftui-caption">SwiftUI, editing</p>"#).count - 1 == 6)
        #expect(screen.contains(#"<input class="text-field" type="text" readonly"#))
        #expect(screen.contains(#"value="Swift Meetup""#))
        // A drawn SwiftUI row leads to none of CDL's screens (the ordered row's "Add Step" opens one in CDL):
        // the screen's only fragment link is its way back.
        let widgetPage = try String(contentsOfFile: folder.path + "/site/Widgets/WidgetDetailView.html", encoding: .utf8)
        let widgetScreen = String(widgetPage[try #require(widgetPage.range(of: #"id="swiftui""#)).lowerBound...])
        #expect(widgetScreen.contains("Add Step"))
        #expect(
            widgetScreen.components(separatedBy: ##"href="#"##).count == widgetScreen.components(separatedBy: ##"href="#viewing""##).count)
        let plain = try CDLGenProcess.run(["preview", "Definitions", "-o", "plain"], in: folder.url)
        #expect(plain.status == 0)
        let plainPage = try String(contentsOfFile: folder.path + "/plain/Events/EventDetailView.html", encoding: .utf8)
        #expect(!plainPage.contains("swiftui"))
    }
}
