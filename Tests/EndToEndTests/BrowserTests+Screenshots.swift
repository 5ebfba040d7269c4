import CDLGenTestSupport
import Foundation
import Testing

/// Pictures for a person to look at: a list, a detail view being edited, a date edit screen and an
/// add-new view, 390 px wide, light and dark.
extension BrowserTests {
    static let screenshotted = [
        "Tasks/TaskListView.html",
        "Tasks/TaskDetailView.html#editing",
        "Tasks/TaskDetailView.html#edit-1-3",
        "Widgets/WidgetTypeDetailView.html#add-new-2-1",
    ]

    @Test func screenshotsOfAListAnEditedDetailADateScreenAndAnAddNewViewInLightAndDark() throws {
        let chromium = try RequiredTool.chromium.path()
        let site = try Self.previewSite()
        let shots = BrowserScript.artifacts.appendingPathComponent("screens")
        try? FileManager.default.removeItem(at: shots)
        let result = try BrowserScript.run(
            "screenshot_pages.py",
            ["--site", site.path, "--shots", shots.path, "--width", "390", "--schemes", "light,dark"] + Self.screenshotted,
            out: shots.appendingPathComponent("screens.json"), chromium: chromium)

        let taken = result["shots"] as? [[String: Any]] ?? []
        #expect(taken.count == Self.screenshotted.count * 2)
        var backgrounds: [String: Set<String>] = [:]
        for shot in taken {
            let page = shot["page"] as? String ?? "", fragment = shot["fragment"] as? String ?? ""
            let scheme = shot["scheme"] as? String ?? ""
            let at = "\(page)#\(fragment) \(scheme)"
            #expect(shot["error"] is NSNull, "\(at): \(shot["error"] ?? "")")
            #expect((shot["requests"] as? [Any])?.isEmpty == true, "\(at): \(shot["requests"] ?? "")")
            #expect(shot["visibleScreens"] as? [String] == [fragment.isEmpty || fragment == "editing" ? "home" : fragment], "\(at)")
            backgrounds[scheme, default: []].insert(shot["background"] as? String ?? "")

            let file = URL(fileURLWithPath: shot["file"] as? String ?? "")
            #expect(
                file.deletingLastPathComponent().resolvingSymlinksInPath().path == shots.resolvingSymlinksInPath().path,
                "\(at): \(file.path)")
            let png = try #require(try? Data(contentsOf: file), "\(at): no file \(file.path)")
            #expect(png.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), "\(at): not a PNG")
            // IHDR: width and height, big-endian, at bytes 16 and 20. A blank page compresses to a few hundred bytes.
            let width = png.count > 24 ? png[16..<20].reduce(0) { $0 << 8 | Int($1) } : 0
            let height = png.count > 24 ? png[20..<24].reduce(0) { $0 << 8 | Int($1) } : 0
            #expect(width == 390 && height >= 600, "\(at): \(width)×\(height)")
            #expect(png.count > 10_000, "\(at): \(png.count) bytes, too few for a screen with rows")
        }
        // Dark mode is not light mode: the emulated colour scheme reached the style sheet.
        #expect(backgrounds["light"]?.count == 1 && backgrounds["dark"]?.count == 1, "\(backgrounds)")
        #expect(backgrounds["light"] != backgrounds["dark"], "\(backgrounds)")
    }
}
