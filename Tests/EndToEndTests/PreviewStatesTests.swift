import CDLGenTestSupport
import Foundation
import Testing

/// `preview --states` and `render --state`: each view also empty, with long text and 320 points wide —
/// where layouts break — beside its page, linked from the index, and drawn by Chromium without a cut
/// or an overflow.
@Suite struct PreviewStatesTests {
    static func site() throws -> TemporaryFolder {
        let site = try TemporaryFolder()
        let preview = try CDLGenProcess.run(["preview", "--states", "-o", site.path])
        #expect(preview.status == 0, "\(preview.stderr)")
        return site
    }

    static func page(_ site: TemporaryFolder, _ path: String) throws -> String {
        try String(contentsOfFile: site.path + "/" + path, encoding: .utf8)
    }

    @Test func everyViewHasItsThreeStatesBesideItsPage() throws {
        let site = try Self.site()
        let pages = try FileManager.default.subpathsOfDirectory(atPath: site.path).filter { $0.contains(".state-") }
        #expect(pages.count == 9 * 3)
        let index = try Self.page(site, "index.html")
        #expect(
            index.contains(
                #"<p class="screen-note index-states">States: <a href="Tasks/TaskDetailView.state-empty.html">empty</a> · <a href="Tasks/TaskDetailView.state-long-text.html">long text</a> · <a href="Tasks/TaskDetailView.state-320.html">320 pt</a></p>"#
            ))

        let normal = try Self.page(site, "Tasks/TaskDetailView.html")
        let empty = try Self.page(site, "Tasks/TaskDetailView.state-empty.html")
        let long = try Self.page(site, "Tasks/TaskDetailView.state-long-text.html")
        let narrow = try Self.page(site, "Tasks/TaskDetailView.state-320.html")
        #expect(normal.contains("Write release notes") && !empty.contains("Write release notes"))
        #expect(empty.contains("<title>TaskDetailView (empty) – cdlgen preview</title>"))
        #expect(empty.contains("Empty: no related objects, every string empty (preview --states)."))
        // The steps' section lists none: no related objects.
        #expect(normal.contains("Draft the text") && !empty.contains("Draft the text"))
        // Every string 200 characters: the name, repeated.
        let name = "Write release notes"
        var expected = name
        while expected.count < 200 { expected += " " + name }
        #expect(long.contains(String(expected.prefix(200))))
        #expect(!normal.contains("class=\"width-320\"") && narrow.contains("<body class=\"width-320\">"))
        // The files stay script-free and self-contained, as every page.
        #expect(![empty, long, narrow].contains { $0.contains("<script") })
    }

    /// Chromium draws the long-text and 320 pt pages of the widest view without a value cut short where
    /// it should wrap, and the 320 pt page no wider than 320 pixels in a desktop window.
    @Test(.requires(.chromium)) func chromiumDrawsTheStatesWithinTheirWidth() throws {
        let chromium = try RequiredTool.chromium.path()
        let site = try Self.site()
        let pages = ["Tasks/TaskDetailView.state-long-text.html", "Events/EventDetailView.state-320.html"].map { site.path + "/" + $0 }
        let result = try BrowserScript.run(
            "inspect_pages.py", ["--widths", "1280"] + pages, out: site.url.appendingPathComponent("result.json"), chromium: chromium)
        let inspected = try #require(result["pages"] as? [[String: Any]])
        #expect(inspected.count == 2)
        for page in inspected {
            #expect((page["errors"] as? [Any] ?? []).isEmpty, "\(page["errors"] ?? "")")
        }
    }

    @Test func renderDrawsAStateAsText() throws {
        let narrow = try CDLGenProcess.run(["render", "Definitions/Events/EventDetailView.plist", "--state", "320"])
        #expect(narrow.status == 0)
        #expect(narrow.stdout.split(separator: "\n").allSatisfy { $0.count <= 40 })
        #expect(narrow.stdout.contains("│ Talks on Core Data, SwiftUI and      │"))
        let empty = try CDLGenProcess.run(["render", "Definitions/Tasks/TaskDetailView.json", "--state", "empty", "--width", "60"])
        #expect(!empty.stdout.contains("Write release notes") && empty.stdout.contains("│ Category      "))
        let both = try CDLGenProcess.run(["render", "Definitions/Events/EventDetailView.plist", "--state", "320", "--width", "50"])
        #expect(both.status == 2 && both.stderr.contains("--state 320 sets the width"))
    }
}
