import CDLGenTestSupport
import Foundation
import Testing

/// Golden files under `Snapshots/` (see `GoldenFile`); `CDLGEN_RECORD_SNAPSHOTS=1` writes them anew.
enum Snapshot {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")

    static func assertMatches(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        if let failure = try GoldenFile.compare(actual, with: folder.appendingPathComponent(name), name: name) {
            Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
        }
    }

    /// An HTML page: its markup in `name`, its inline style sheet (the same in every page) in
    /// `stylesheet.css` beside it.
    static func assertPageMatches(_ html: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let (page, stylesheet) = GoldenFile.separatingStyleSheet(html)
        try assertMatches(page, named: name, sourceLocation: sourceLocation)
        let folder = (name as NSString).deletingLastPathComponent
        try assertMatches(stylesheet, named: folder.isEmpty ? "stylesheet.css" : folder + "/stylesheet.css", sourceLocation: sourceLocation)
    }
}
