import CDLGenTestSupport
import Foundation
import Testing

/// A store's site, whose long choosers are pages of their own (issue 40), as a user meets it.
extension BrowserTests {
    /// From an object's page to its type's chooser, on a page of its own, showing that object's bar; its
    /// Cancel returns to the object's page in edit mode. No link of the site is dead, no page unreached.
    @Test(.requires(.python3)) func aLongChoosersPageIsReachedAndLeftByLinks() throws {
        let chromium = try RequiredTool.chromium.path()
        let folder = try TemporaryFolder()
        let site = try ChooserPageTests.site(objects: 51, in: folder)
        let taps = ["EventListView", "Event 13", "Edit", "Type", "Cancel"]
        let result = try BrowserScript.run(
            "walk_site.py", ["--site", site.path, "--width", "390"] + taps.flatMap { ["--tap", $0] },
            out: BrowserScript.artifacts.appendingPathComponent("walk-chooser-pages.json"), chromium: chromium)
        #expect(result["walkError"] is NSNull, "\(result["walkError"] ?? "")")
        let screens = (result["steps"] as? [[String: Any]] ?? []).map { $0["screen"] as? [String: Any] ?? [:] }
        try #require(screens.count == taps.count)
        func buttons(_ screen: [String: Any]) -> [String] {
            (screen["barButtons"] as? [[String: Any]] ?? []).map { $0["text"] as? String ?? "" }
        }
        let object = try #require((screens[1]["url"] as? String)?.split(separator: "#").first.map(String.init))
        let chooser = screens[3]
        #expect((chooser["url"] as? String)?.contains("/Events/EventDetailView.edit-1-4.html#o") == true, "\(chooser)")
        #expect(chooser["visibleHeading"] as? String == "Edit Type", "\(chooser)")
        #expect(buttons(chooser) == ["Cancel", "Save"], "\(chooser)")
        #expect(screens[4]["url"] as? String == object + "#editing", "\(screens[4])")
        #expect(buttons(screens[4]) == ["Done"], "\(screens[4])")

        let crawl = try #require(result["crawl"] as? [String: Any])
        #expect((crawl["deadLinks"] as? [Any])?.isEmpty == true, "dead links: \(crawl["deadLinks"] ?? "")")
        #expect((crawl["unreached"] as? [Any])?.isEmpty == true, "pages no link leads to: \(crawl["unreached"] ?? "")")
        #expect((crawl["errors"] as? [Any])?.isEmpty == true, "\(crawl["errors"] ?? "")")
        #expect((result["console"] as? [Any])?.isEmpty == true, "console (CSP violations land here): \(result["console"] ?? "")")
    }
}
