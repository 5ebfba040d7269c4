import PlistLoader
import Testing

@testable import LanguageServer

/// LSP positions (lines from 0, characters counted in each position encoding) and byte offsets in a
/// document's UTF-8, both ways, across characters of one to four bytes and CRLF line ends.
@Suite struct DocumentTextTests {
    // "é" is 2 bytes and 1 UTF-16 unit, "🎉" 4 bytes and 2 units, "中" 3 bytes and 1 unit.
    static let source = "a = é;\r\nb = \"🎉中x\";\nlast"
    let text = DocumentText(source, encoding: .utf16)

    @Test func positionsBecomeByteOffsetsAndBack() {
        let cases: [(line: Int, character: Int, offset: Int)] = [
            (0, 0, 0), (0, 4, 4), (0, 5, 6), (1, 0, 9), (1, 5, 14), (1, 7, 18), (1, 8, 21), (2, 0, 25), (2, 4, 29),
        ]
        for (line, character, offset) in cases {
            #expect(text.offset(line: line, character: character) == offset, "\(line):\(character)")
            #expect(text.position(ofOffset: offset) == (line, character), "\(offset)")
        }
    }

    @Test func positionsPastTheTextAreClamped() {
        #expect(text.offset(line: 0, character: 99) == 7)  // The line's end, before its CR.
        #expect(text.offset(line: 1, character: 6) == 14)  // Inside the surrogate pair: its scalar's start.
        #expect(text.offset(line: 9, character: 0) == text.bytes.count)
        #expect(text.offset(line: -1, character: 3) == 0)
        #expect(text.position(ofOffset: 1000) == (2, 4))
    }

    /// The same places counted in UTF-8 bytes and in scalars (UTF-32).
    @Test(arguments: [
        (PositionEncoding.utf8, [(0, 0, 0), (0, 4, 4), (0, 6, 6), (1, 0, 9), (1, 5, 14), (1, 9, 18), (1, 12, 21), (2, 4, 29)]),
        (PositionEncoding.utf32, [(0, 0, 0), (0, 4, 4), (0, 5, 6), (1, 0, 9), (1, 5, 14), (1, 6, 18), (1, 7, 21), (2, 4, 29)]),
    ])
    func otherEncodingsCountTheSamePlacesTheirWay(_ encoding: PositionEncoding, _ cases: [(Int, Int, Int)]) {
        let text = DocumentText(Self.source, encoding: encoding)
        for (line, character, offset) in cases {
            #expect(text.offset(line: line, character: character) == offset, "\(encoding) \(line):\(character)")
            #expect(text.position(ofOffset: offset) == (line, character), "\(encoding) \(offset)")
        }
        // Inside a scalar's units (a byte inside the emoji's four): that scalar's start.
        if encoding == .utf8 { #expect(text.offset(line: 1, character: 7) == 14) }
    }

    @Test func cdlgensScalarColumnsBecomeByteOffsets() {
        // Line 2, column 7 (scalars from 1): the "中".
        #expect(text.offset(of: .lineColumn(line: 2, column: 7)) == 18)
        #expect(text.offset(of: .byteOffset(3)) == nil)
        #expect(text.line(0) == "a = é;")
    }
}
