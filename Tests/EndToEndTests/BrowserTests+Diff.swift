import CDLGenTestSupport
import Foundation
import Testing

/// `cdlgen diff --format html`'s pages in Chromium, as the preview's are checked: no request, no script,
/// nothing wider than the window or overlapping, no word broken in a title or path, no value cut short,
/// at every width; and the two versions drawn one after the other, as their sections are.
extension BrowserTests {
    @Test func diffPagesWorkInChromium() throws {
        let chromium = try RequiredTool.chromium.path()
        let history = try ScriptedHistory.scripted()
        let run = try history.cdlgen(["diff"] + DiffCommandTests.range + ["--format", "html", "-o", "review"])
        #expect(run.status == 1, "\(run.stderr)")
        let folder = history.url.appendingPathComponent("review")
        let pages = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".html") }.sorted()
        let result = try BrowserScript.run(
            "inspect_pages.py",
            ["--widths", Self.widths.map(String.init).joined(separator: ",")] + pages.map { folder.appendingPathComponent($0).path },
            out: BrowserScript.artifacts.appendingPathComponent("diff-result.json"), chromium: chromium)
        let inspected = result["pages"] as? [[String: Any]] ?? []
        #expect(inspected.count == pages.count * Self.widths.count)
        var headersSeen = 0
        for page in inspected {
            let name = URL(fileURLWithPath: page["file"] as? String ?? "").lastPathComponent
            let at = "\(name) at \(page["width"] ?? "")"
            #expect((page["requests"] as? [Any])?.isEmpty == true, "\(at): network requests \(page["requests"] ?? "")")
            #expect((page["console"] as? [Any])?.isEmpty == true, "\(at): console \(page["console"] ?? "")")
            // The pages have no edit mode: the view is drawn in view mode only.
            #expect(page["errors"] as? [String] == ["edit: no element with id 'editing' on the page: edit mode not inspected"], "\(at)")
            let facts = try #require((page["modes"] as? [String: Any])?["view"] as? [String: Any], "\(at)")
            Self.expectLaidOut(facts, at)
            #expect(facts["scripts"] as? Int == 0)
            if name == "TaskDetailView.html" {
                let headers = (facts["sections"] as? [[String: Any]] ?? []).map { $0["header"] as? String ?? "" }
                #expect(headers == ["Task", "Description", "Steps", "Task", "Steps", "Description"], "\(at)")
                headersSeen += 1
            }
            if name == "index.html" {
                let rows = (facts["sections"] as? [[String: Any]])?.first?["rows"] as? [[String: Any]] ?? []
                #expect(rows.count == 5, "\(at): \(rows)")
            }
        }
        #expect(headersSeen == Self.widths.count)
    }
}
