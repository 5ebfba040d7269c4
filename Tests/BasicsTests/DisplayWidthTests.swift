import Basics
import Testing

@Suite struct DisplayWidthTests {
    @Test func asciiIsOneColumnACharacter() {
        #expect(DisplayWidth.of("") == 0)
        #expect(DisplayWidth.of("a") == 1)
        #expect(DisplayWidth.of("Start Date: 9:41") == 16)
    }

    @Test func cjkAndFullwidthFormsAreTwoColumns() {
        #expect(DisplayWidth.of("説明") == 4)
        #expect(DisplayWidth.of("한국어") == 6)
        #expect(DisplayWidth.of("ひらがなカタカナ") == 16)
        #expect(DisplayWidth.of("ＡＢ") == 4)
        #expect(DisplayWidth.of("ｶﾀｶﾅ") == 4)  // Halfwidth katakana: one column each.
        #expect(DisplayWidth.of("名前: Ada") == 9)
    }

    @Test func wideRangesEndWhereEastAsianWidthSaysTheyDo() {
        #expect(DisplayWidth.of("\u{10FF}") == 1)
        #expect(DisplayWidth.of("\u{1100}") == 2)
        #expect(DisplayWidth.of("\u{3000}") == 2)  // Ideographic space.
        #expect(DisplayWidth.of("\u{AC00}") == 2)
        #expect(DisplayWidth.of("\u{D7A3}") == 2)
        #expect(DisplayWidth.of("\u{D7B0}") == 1)  // Hangul Jamo extended B: narrow.
        #expect(DisplayWidth.of("\u{FF60}") == 2)
        #expect(DisplayWidth.of("\u{FF61}") == 1)  // Halfwidth ideographic full stop.
        #expect(DisplayWidth.of("\u{20000}") == 2)
        #expect(DisplayWidth.of("\u{2329}") == 2)
    }

    @Test func anAccentIsOneColumnComposedOrDecomposed() {
        #expect(DisplayWidth.of("\u{E9}") == 1)
        #expect(DisplayWidth.of("e\u{301}") == 1)
        #expect(DisplayWidth.of("Cafe\u{301} cre\u{300}me") == 10)
    }

    @Test func anEmojiClusterIsTwoColumns() {
        #expect(DisplayWidth.of("👍") == 2)
        #expect(DisplayWidth.of("👍🏽") == 2)
        #expect(DisplayWidth.of("👨‍👩‍👧") == 2)
        #expect(DisplayWidth.of("🇫🇷") == 2)
        #expect(DisplayWidth.of("🇫🇷🇯🇵") == 4)
        #expect(DisplayWidth.of("❤️") == 2)  // VS16 asks for the emoji form.
        #expect(DisplayWidth.of("❤") == 1)  // Without it, the text form.
        #expect(DisplayWidth.of("1️⃣") == 2)
    }

    @Test func joinersMarksAndControlsTakeNoColumns() {
        #expect(DisplayWidth.of("\u{200D}") == 0)
        #expect(DisplayWidth.of("\u{200B}") == 0)
        #expect(DisplayWidth.of("\u{301}") == 0)
        #expect(DisplayWidth.of("\u{FE0F}") == 0)
        #expect(DisplayWidth.of("\u{1B}") == 0)
        #expect(DisplayWidth.of("a\u{7}b") == 2)
    }
}
