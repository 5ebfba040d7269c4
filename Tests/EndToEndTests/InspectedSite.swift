import CDLGenTestSupport
import Foundation

/// The sample project's preview site as `inspect_pages.py` saw it: every page at every one of
/// `BrowserTests.widths`, in both modes and on each of its screens. Inspected once (17 s on two cores)
/// for the tests that check the pages' modes and their screens. A picture of every page, mode and screen
/// at every width (about 400; 12 s more) is kept for a person to look at when
/// `CDLGEN_BROWSER_SCREENSHOTS` is set; no test reads them.
struct InspectedSite: Sendable {
    /// The folder the site was written to (removed since): the prefix of every page's `file`.
    let sitePath: String
    /// `inspect_pages.py`'s RESULT.json.
    let result: Data

    static let sample = Result { try InspectedSite() }

    /// The inspected pages, each with its `name` (the path within the site) added.
    func pages() throws -> [[String: Any]] {
        let json = try JSONSerialization.jsonObject(with: result) as? [String: Any]
        let pages = json?["pages"] as? [[String: Any]] ?? []
        return pages.map { page in
            var named = page
            named["name"] = String((page["file"] as? String ?? "").dropFirst(sitePath.count + 1))
            return named
        }
    }

    private init() throws {
        let chromium = try RequiredTool.chromium.path()
        let site = try TemporaryFolder()
        let preview = try CDLGenProcess.run(["preview", "-o", site.path])
        guard preview.status == 0 else { throw BrowserScript.Failure(description: "cdlgen preview failed: \(preview.stderr)") }
        let pages = try FileManager.default.subpathsOfDirectory(atPath: site.path).filter { $0.hasSuffix(".html") }.sorted()

        // Keep the results (and the pictures, when asked for) for a person to look at; the other tests'
        // artifacts stay.
        let resultFile = BrowserScript.artifacts.appendingPathComponent("result.json")
        let screenshots = BrowserScript.artifacts.appendingPathComponent("screenshots")
        try? FileManager.default.removeItem(at: resultFile)
        try? FileManager.default.removeItem(at: screenshots)
        let pictures = ProcessInfo.processInfo.environment["CDLGEN_BROWSER_SCREENSHOTS"] != nil ? ["--screenshots", screenshots.path] : []
        _ = try BrowserScript.run(
            "inspect_pages.py",
            pictures + ["--widths", BrowserTests.widths.map(String.init).joined(separator: ",")]
                + pages.map { site.url.appendingPathComponent($0).path },
            out: resultFile, chromium: chromium)
        sitePath = site.path
        result = try Data(contentsOf: resultFile)
    }
}
