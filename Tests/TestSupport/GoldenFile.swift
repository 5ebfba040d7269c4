import Foundation

/// Golden files: output compared with a file kept in the repository. A missing file is written (and
/// the comparison fails, so a run never passes on a file it has not compared); `CDLGEN_RECORD_SNAPSHOTS=1`
/// writes them all anew.
public enum GoldenFile {
    /// Compares `actual` with the file at `url`; returns the failure to record, or nil when they match.
    public static func compare(_ actual: String, with url: URL, name: String) throws -> String? {
        let recording = ProcessInfo.processInfo.environment["CDLGEN_RECORD_SNAPSHOTS"] == "1"
        guard !recording, let expected = try? String(contentsOf: url, encoding: .utf8) else {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url)
            return "recorded snapshot \(name); run the tests again to compare"
        }
        guard actual != expected else { return nil }
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let line =
            zip(actualLines, expectedLines).enumerated().first { $1.0 != $1.1 }?.offset ?? min(actualLines.count, expectedLines.count)
        let got = line < actualLines.count ? String(actualLines[line]) : "(end)"
        let wanted = line < expectedLines.count ? String(expectedLines[line]) : "(end)"
        return "\(name) differs at line \(line + 1):\n  expected: \(wanted)\n  actual:   \(got)\n(CDLGEN_RECORD_SNAPSHOTS=1 re-records)"
    }

    /// An HTML page with the contents of its `<style>` element taken out, and those contents: every page
    /// inlines the same style sheet, which is compared once as a golden file of its own.
    public static func separatingStyleSheet(_ html: String) -> (page: String, stylesheet: String) {
        guard let open = html.range(of: "<style>\n"), let close = html.range(of: "</style>", range: open.upperBound..<html.endIndex) else {
            return (html, "(no style sheet)\n")
        }
        let stylesheet = String(html[open.upperBound..<close.lowerBound])
        var page = html
        page.replaceSubrange(open.upperBound..<close.lowerBound, with: "/* the style sheet: stylesheet.css */\n")
        return (page, stylesheet)
    }
}
