import Foundation
import Testing

/// Golden HTML pages under `Tests/RowControllersTests/Snapshots/`. Set `CDLGEN_RECORD_SNAPSHOTS=1` to
/// write them anew; a missing one is written and the test fails, so a run can never pass on a page it
/// has not compared. The files double as pages to open in a browser.
enum HTMLSnapshot {
    static let folder = packageRoot.appendingPathComponent("Tests/RowControllersTests/Snapshots")

    static func assertMatches(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = folder.appendingPathComponent(name)
        let recording = ProcessInfo.processInfo.environment["CDLGEN_RECORD_SNAPSHOTS"] == "1"
        guard !recording, let expected = try? String(contentsOf: url, encoding: .utf8) else {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url)
            Issue.record("recorded snapshot \(name); run the tests again to compare", sourceLocation: sourceLocation)
            return
        }
        if actual != expected {
            let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
            let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
            let line =
                zip(actualLines, expectedLines).enumerated().first { $1.0 != $1.1 }?.offset ?? min(actualLines.count, expectedLines.count)
            let got = line < actualLines.count ? String(actualLines[line]) : "(end)"
            let wanted = line < expectedLines.count ? String(expectedLines[line]) : "(end)"
            Issue.record(
                "\(name) differs at line \(line + 1):\n  expected: \(wanted)\n  actual:   \(got)\n(CDLGEN_RECORD_SNAPSHOTS=1 re-records)",
                sourceLocation: sourceLocation)
        }
    }
}
