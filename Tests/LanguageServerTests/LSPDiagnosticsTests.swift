import Checks
import Definitions
import Diagnostics
import PlistLoader
import Testing

@testable import LanguageServer

/// A diagnostic's range in each position encoding: from where cdlgen points, one character wide, which
/// for a character beyond ASCII is as many units as the encoding counts for it.
@Suite struct LSPDiagnosticsTests {
    static let line = #"rowLabel = "🎉";"#

    func range(pointingAtColumn column: Int, _ encoding: PositionEncoding) -> JSONValue? {
        let file = DefinitionFile(path: "/p/PartyDetailView.plist", displayPath: "PartyDetailView.plist")
        let location = SourceLocation(file: file.displayPath, position: .lineColumn(line: 1, column: column))
        let report = FileReport(file: file, definition: nil, diagnostics: [Diagnostic(.error, .invalidValue, "bad", at: location)])
        let items = LSPDiagnostics.items(of: report, encoding: encoding) { _, line in line == 1 ? Substring(Self.line) : nil }
        guard case .object(let item)? = items.first.map(JSONValue.init(encoding:)) else { return nil }
        return item["range"]
    }

    static func range(_ start: Int, _ end: Int) -> JSONValue {
        .object([
            "start": .object(["line": .number(0), "character": .number(Double(start))]),
            "end": .object(["line": .number(0), "character": .number(Double(end))]),
        ])
    }

    @Test func anEmojiIsUnderlinedWhole() {
        // Column 13 is the emoji: 12 units of ASCII before it in every encoding.
        #expect(range(pointingAtColumn: 13, .utf16) == Self.range(12, 14))
        #expect(range(pointingAtColumn: 13, .utf8) == Self.range(12, 16))
        #expect(range(pointingAtColumn: 13, .utf32) == Self.range(12, 13))
    }

    @Test func afterTheEmojiTheEncodingsPartWays() {
        // Column 14 is the closing quote.
        #expect(range(pointingAtColumn: 14, .utf16) == Self.range(14, 15))
        #expect(range(pointingAtColumn: 14, .utf8) == Self.range(16, 17))
        #expect(range(pointingAtColumn: 14, .utf32) == Self.range(13, 14))
    }
}
