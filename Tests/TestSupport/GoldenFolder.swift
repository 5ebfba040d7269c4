import Foundation
import Testing

/// A test target's folder of golden files (see ``GoldenFile``); `CDLGEN_RECORD_SNAPSHOTS=1` writes them
/// anew. Every HTML page inlines the same style sheet, which is compared once, with the one golden
/// `stylesheet.css` of all targets, kept here in `Tests/TestSupport/Snapshots/`.
public struct GoldenFolder: Sendable {
    public let folder: URL

    /// `Snapshots/` beside the file `filePath` names (a target passes its own `#filePath`).
    public init(besides filePath: String) {
        folder = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")
    }

    private static let shared = GoldenFolder(besides: #filePath)

    public func assertMatches(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        if let failure = try GoldenFile.compare(actual, with: folder.appendingPathComponent(name), name: name) {
            Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
        }
    }

    /// An HTML page: its markup in `name`, its inline style sheet in the shared `stylesheet.css`.
    public func assertPageMatches(_ html: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let (page, stylesheet) = GoldenFile.separatingStyleSheet(html)
        try assertMatches(page, named: name, sourceLocation: sourceLocation)
        try Self.shared.assertMatches(stylesheet, named: "stylesheet.css", sourceLocation: sourceLocation)
    }
}
