import Basics
import Reporting
import Testing

/// The caret stands under its character on a terminal, which counts display columns: two for a CJK
/// character or an emoji, none for a combining accent (issue 38, item 4). Columns in `LINE:COL` still
/// count scalars; only the padding under the line is measured in columns.
@Suite struct SourceSnippetTests {
    static let wideLine = #"{ "rowLabel": "名前 🍜", "attributeKeyPath": "nmae" }"#

    /// The column (scalars, 1-based) of `"nmae"`'s first letter in `line`.
    static func column(of word: String, in line: String) -> Int {
        let scalars = Array(line.unicodeScalars), target = Array(word.unicodeScalars)
        let index = (0...scalars.count - target.count).first { Array(scalars[$0..<$0 + target.count]) == target }!
        return index + 1
    }

    @Test func wideCharactersBeforeTheCaretTakeTwoSpacesEach() {
        let line = Self.wideLine
        let lines = SourceSnippet.render(line: line, column: Self.column(of: "nmae", in: line), fixIt: "name")
        // 名 and 前 and 🍜 are two columns each: three more spaces than scalars before the caret.
        let before = #"{ "rowLabel": "名前 🍜", "attributeKeyPath": ""#
        #expect(lines[1] == String(repeating: " ", count: before.unicodeScalars.count + 3) + "^")
        #expect(lines[2] == String(repeating: " ", count: before.unicodeScalars.count + 3) + "name")
        #expect(DisplayWidth.of(before) == lines[1].count - 1)
    }

    @Test func aCombiningAccentTakesNoSpace() {
        let line = "{ \"rowLabel\": \"Cafe\u{301}\", \"attributeKeyPath\": \"nmae\" }"
        let lines = SourceSnippet.render(line: line, column: Self.column(of: "nmae", in: line), fixIt: nil)
        // The accent is a scalar of its own, and no column: one space fewer than scalars.
        let scalarsBefore = Self.column(of: "nmae", in: line) - 1
        #expect(lines[1] == String(repeating: " ", count: scalarsBefore - 1) + "^")
    }

    @Test func anEmojiSequenceIsTwoColumnsAndTabsStayTabs() {
        let line = "\t\"👨‍👩‍👧\" = x;"
        let lines = SourceSnippet.render(line: line, column: Self.column(of: "x", in: line), fixIt: nil)
        // Tab, quote, the family (five scalars, one glyph of two columns), quote, space, equals, space.
        #expect(lines[1] == "\t" + String(repeating: " ", count: 1 + 2 + 4) + "^")
    }

    @Test func theLeadOfACutLineIsOneColumn() {
        let line = String(repeating: "名", count: 1_000) + "X" + String(repeating: "b", count: 1_000)
        let lines = SourceSnippet.render(line: line, column: 1_001, fixIt: nil)
        #expect(lines[0].hasPrefix("…名"))
        // The ellipsis, then sixty characters of two columns each.
        #expect(lines[1] == String(repeating: " ", count: 1 + 2 * 60) + "^")
    }
}
