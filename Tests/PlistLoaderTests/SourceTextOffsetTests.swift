import PlistLoader
import Testing

/// `SourceText.offset(of:)` undoes `resolve`: a line and column back to the byte offset, whatever the
/// line breaks and characters before it.
@Suite struct SourceTextOffsetTests {
    @Test func everyScalarsLineAndColumnLeadsBackToItsOffset() {
        let text = SourceText(utf8: Array("a\tb\r\nÉté 日本 🙂\rx\n\ny = \"z\";".utf8))
        // Every scalar's start but the LF of a CR LF, which is one line break with the CR.
        let starts =
            text.utf8.indices.filter { text.utf8[$0] & 0xC0 != 0x80 && !(text.utf8[$0] == 0x0A && text.utf8[$0 - 1] == 0x0D) }
            + [text.utf8.count]
        for offset in starts {
            let position = text.resolve(.textOffset(offset))
            #expect(text.offset(of: position) == offset, "\(position)")
        }
        #expect(text.resolve(.textOffset(7)) == .lineColumn(line: 2, column: 2))
    }

    @Test func positionsPastTheTextOrOfABinaryFileHaveNone() {
        let text = SourceText(utf8: Array("ab\ncd".utf8))
        #expect(text.offset(of: .lineColumn(line: 1, column: 3)) == 2, "the line break")
        #expect(text.offset(of: .lineColumn(line: 1, column: 4)) == nil)
        #expect(text.offset(of: .lineColumn(line: 3, column: 1)) == nil)
        #expect(text.offset(of: .lineColumn(line: 0, column: 1)) == nil)
        #expect(text.offset(of: .byteOffset(1)) == nil)
        #expect(text.offset(of: .textOffset(4)) == 4)
    }
}
