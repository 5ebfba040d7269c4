import LanguageServer
import Testing

/// LSP's characters as each position encoding counts them, against cdlgen's columns (Unicode scalars
/// from 1): an emoji is 4 UTF-8 bytes, 2 UTF-16 units and 1 scalar; "é" 2 bytes, 1 unit, 1 scalar.
@Suite struct PositionEncodingTests {
    @Test func columnsPastCharactersBeyondASCIIDifferByEncoding() {
        let line: Substring = #"rowLabel = "🎉 Party";"#
        // "P" is scalar column 15; before it, the emoji.
        #expect(PositionEncoding.utf16.character(ofScalarColumn: 15, in: line) == 15)
        #expect(PositionEncoding.utf8.character(ofScalarColumn: 15, in: line) == 17)
        #expect(PositionEncoding.utf32.character(ofScalarColumn: 15, in: line) == 14)
        // The emoji itself, column 13: the same 12 everywhere, as only ASCII is before it.
        for encoding in PositionEncoding.allCases { #expect(encoding.character(ofScalarColumn: 13, in: line) == 12) }
    }

    @Test func theEndOfTheLineIsOnePastItsLastCharacter() {
        let line: Substring = "é🎉"
        #expect(PositionEncoding.utf16.character(ofScalarColumn: 3, in: line) == 3)
        #expect(PositionEncoding.utf16.character(ofScalarColumn: 99, in: line) == 3)
        #expect(PositionEncoding.utf8.character(ofScalarColumn: 99, in: line) == 6)
        #expect(PositionEncoding.utf32.character(ofScalarColumn: 99, in: line) == 2)
    }

    /// LSP 3.17: the client lists what it can take; the first known is taken; without a list, UTF-16.
    @Test func theClientsFirstKnownEncodingIsTaken() {
        #expect(PositionEncoding.chosen(from: ["utf-8", "utf-16", "utf-32"]) == .utf8)
        #expect(PositionEncoding.chosen(from: ["utf-32", "utf-16"]) == .utf32)
        #expect(PositionEncoding.chosen(from: ["ucs-2", "utf-16"]) == .utf16)
        #expect(PositionEncoding.chosen(from: []) == .utf16)
        #expect(PositionEncoding.chosen(from: nil) == .utf16)
    }
}
