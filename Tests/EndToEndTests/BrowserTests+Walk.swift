import CDLGenTestSupport
import Foundation
import Testing

/// The site as a user meets it: from the index, only by the links each page shows.
extension BrowserTests {
    /// One tap of the walk, and the screen it must lead to.
    struct Step {
        /// The text (or accessible name) of what is tapped: `walk_site.py --tap`.
        var tap: String
        /// The heading of the screen on show afterwards, as a reader sees it ("" for a detail view,
        /// which CDL leaves untitled: its name is for screen readers only).
        var title: String
        /// The visible bar buttons, leading first.
        var buttons: [String]
        var screen = "home"
    }

    /// Index → the task list → a task → Edit → its due date's screen → Cancel → Done (the back button
    /// hides while the view is edited, as `hidesBackButton` hides it) → back to the list → "+" → the add
    /// screen's "Add New Step".
    static let walk = [
        Step(tap: "TaskListView", title: "Tasks", buttons: ["Edit", "+"]),
        Step(tap: "Write release notes", title: "", buttons: ["Tasks", "Edit"]),
        Step(tap: "Edit", title: "", buttons: ["Done"]),
        Step(tap: "Due", title: "Edit Due", buttons: ["Cancel", "Save"], screen: "edit-1-3"),
        Step(tap: "Cancel", title: "", buttons: ["Done"]),
        Step(tap: "Done", title: "", buttons: ["Tasks", "Edit"]),
        Step(tap: "Tasks", title: "Tasks", buttons: ["Edit", "+"]),
        Step(tap: "+", title: "Add Item", buttons: ["Cancel", "Save"], screen: "add"),
        Step(tap: "Add New Step", title: "Add Step", buttons: ["Cancel", "Add"], screen: "add.add-new-3-1"),
    ]

    @Test func walkingTheSiteLikeAUserReachesEveryStepAndNoLinkIsDead() throws {
        let chromium = try RequiredTool.chromium.path()
        let site = try Self.previewSite()
        let result = try BrowserScript.run(
            "walk_site.py", ["--site", site.path, "--width", "390"] + Self.walk.flatMap { ["--tap", $0.tap] },
            out: BrowserScript.artifacts.appendingPathComponent("walk.json"), chromium: chromium)

        let start = try #require(result["start"] as? [String: Any])
        #expect(start["heading"] as? String == "Definitions", "the index: \(start)")
        #expect(result["walkError"] is NSNull, "\(result["walkError"] ?? "")")
        let steps = result["steps"] as? [[String: Any]] ?? []
        #expect(steps.count == Self.walk.count)
        for (number, (expected, step)) in zip(Self.walk, steps).enumerated() {
            let screen = step["screen"] as? [String: Any] ?? [:]
            let at = "step \(number + 1), \"\(expected.tap)\" → \(step["link"] ?? "")"
            #expect(screen["visibleScreens"] as? [String] == [expected.screen], "\(at): \(screen)")
            #expect(screen["visibleHeading"] as? String == expected.title, "\(at): \(screen)")
            let buttons = (screen["barButtons"] as? [[String: Any]] ?? []).map { $0["text"] as? String ?? "" }
            #expect(buttons == expected.buttons, "\(at)")
        }
        // The detail view's title is for screen readers: its definition's name, in an <h1>.
        let detail = steps.dropFirst().first?["screen"] as? [String: Any]
        #expect(detail?["headingTag"] as? String == "h1" && detail?["heading"] as? String == "TaskDetailView", "\(detail ?? [:])")
        #expect((result["requests"] as? [Any])?.isEmpty == true, "network requests: \(result["requests"] ?? "")")
        #expect((result["console"] as? [Any])?.isEmpty == true, "console (CSP violations land here): \(result["console"] ?? "")")

        let crawl = try #require(result["crawl"] as? [String: Any])
        #expect((crawl["deadLinks"] as? [Any])?.isEmpty == true, "dead links: \(crawl["deadLinks"] ?? "")")
        #expect((crawl["external"] as? [Any])?.isEmpty == true, "links out of the site: \(crawl["external"] ?? "")")
        #expect((crawl["unreached"] as? [Any])?.isEmpty == true, "pages no link leads to: \(crawl["unreached"] ?? "")")
        #expect((crawl["errors"] as? [Any])?.isEmpty == true, "\(crawl["errors"] ?? "")")
        let pages = try FileManager.default.subpathsOfDirectory(atPath: site.path).filter { $0.hasSuffix(".html") }
        #expect((crawl["pages"] as? [String])?.sorted() == pages.sorted())
        #expect(crawl["links"] as? Int ?? 0 > pages.count)
    }
}
