import CDLGenTestSupport
import Diagnostics
import Foundation
import PlistLoader
import Previews
import Project
import Testing

/// Issue 37's screens in a browser: a crash screen in an editor's place and a note beside a delete
/// control, drawn from the sample project with the errors that foresee them (no rule of this build
/// reports them yet), pass the layout checks every screen passes.
extension BrowserTests {
    @Test func aCrashScreenAndAnAbortNotePassTheLayoutChecks() throws {
        let chromium = try RequiredTool.chromium.path()
        var options = RunOptions()
        options.paths = [CDLGenProcess.packageRoot.appendingPathComponent("Definitions").path]
        var session = try PreviewSession.prepare(options, preview: PreviewOptions())
        let index = try #require(session.reports.firstIndex { $0.file.name == "TaskDetailView" })
        guard case .detailView(let view)? = session.reports[index].definition else { throw BrowserScript.Failure(description: "no view") }
        func error(_ code: String, _ message: String, section: Int, row: Int) throws -> Diagnostic {
            let keyPath = try #require(view.sections[section].rows[row].attributeKeyPath)
            let at = SourceLocation(file: session.reports[index].file.displayPath, position: keyPath.position)
            return Diagnostic(.error, DiagnosticCode(code), message, at: at)
        }
        session.reports[index].diagnostics += [
            try error("property-declaration", "class 'Task' declares no property 'category'", section: 0, row: 1),
            try error("unsaveable-link", "deleting a step unlinks it, and its 'task' is required", section: 2, row: 0),
        ]
        let report = session.reports[index]
        let formatter = ValueFormatter(locale: session.builder.context.locale, timeZone: session.builder.context.timeZone)
        let table = session.builder.table(for: report, formatter: formatter, links: session.links(for: report))
        #expect(table.screens.first { $0.id == "edit-1-2" }?.kind == .crash)

        let site = try TemporaryFolder()
        let page = try site.write("TaskDetailView.html", HTMLRenderer().render(table))
        let result = try BrowserScript.run(
            "inspect_pages.py", ["--widths", Self.widths.map(String.init).joined(separator: ","), page],
            out: BrowserScript.artifacts.appendingPathComponent("runtime.json"), chromium: chromium)
        let pages = result["pages"] as? [[String: Any]] ?? []
        #expect(pages.count == Self.widths.count)
        for facts in pages {
            let width = facts["width"] as? Int ?? 0
            #expect((facts["errors"] as? [String] ?? []).isEmpty, "at \(width): \(facts["errors"] ?? "")")
            let screens = facts["screens"] as? [[String: Any]] ?? []
            #expect(screens.map { $0["id"] as? String ?? "" } == table.screens.map(\.id), "at \(width)")
            for screen in screens {
                let at = "#\(screen["id"] ?? "") at \(width)"
                #expect(screen["visibleScreens"] as? [String] == [screen["id"] as? String ?? ""], "\(at)")
                #expect(screen["isLandmarkWithHeading"] as? Bool == true, "\(at)")
                Self.expectLaidOut(screen, at)
            }
            let crash = screens.first { $0["id"] as? String == "edit-1-2" }
            #expect(crash?["kind"] as? String == "crash" && crash?["heading"] as? String == "Edit Category", "at \(width)")
        }
    }
}
