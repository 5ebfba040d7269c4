import Basics
import Previews
import Testing

@Suite struct TextWrapperTests {
    @Test func breaksAtSpaces() {
        #expect(TextWrapper.wrap("the quick brown fox jumps", width: 10) == ["the quick", "brown fox", "jumps"])
        #expect(TextWrapper.wrap("fits", width: 10) == ["fits"])
    }

    @Test func dropsTheSpacesAtABreakButKeepsLeadingOnes() {
        #expect(TextWrapper.wrap("aaa   bbb", width: 4) == ["aaa", "bbb"])
        #expect(TextWrapper.wrap("aaa bbb ", width: 3) == ["aaa", "bbb"])
        #expect(TextWrapper.wrap("  indented", width: 20) == ["  indented"])
    }

    @Test func aWideCharacterThatDoesNotFitMovesToTheNextLine() {
        #expect(TextWrapper.wrap("説明説明", width: 5) == ["説明", "説明"])
        #expect(TextWrapper.wrap("説明説明", width: 3) == ["説", "明", "説", "明"])
        #expect(TextWrapper.wrap("a説明", width: 4) == ["a説", "明"])
    }

    @Test func aWordLongerThanTheLineBreaksBetweenClusters() {
        #expect(TextWrapper.wrap("see supercalifragilistic", width: 8) == ["see", "supercal", "ifragili", "stic"])
        #expect(TextWrapper.wrap("e\u{301}e\u{301}e\u{301}", width: 2) == ["e\u{301}e\u{301}", "e\u{301}"])
        #expect(TextWrapper.wrap("🇫🇷🇩🇪🇯🇵", width: 3) == ["🇫🇷", "🇩🇪", "🇯🇵"])
        #expect(TextWrapper.wrap("👨‍👩‍👧👨‍👩‍👧", width: 2) == ["👨‍👩‍👧", "👨‍👩‍👧"])
    }

    @Test func keepsNewlines() {
        #expect(TextWrapper.wrap("one\n\ntwo three", width: 20) == ["one", "", "two three"])
        #expect(TextWrapper.wrap("one\r\ntwo\rthree", width: 20) == ["one", "two", "three"])
        #expect(TextWrapper.wrap("", width: 20) == [""])
    }

    @Test func aCharacterWiderThanTheWholeWidthIsReplaced() {
        #expect(TextWrapper.wrap("説a", width: 1) == ["\u{FFFD}", "a"])
    }

    @Test func noLineIsWiderThanTheWidthAndNoCharacterIsLost() {
        let text = "Notes: 説明はここにあります — a longword_without_breaks 👨‍👩‍👧 and 🇫🇷 flags,\ncafe\u{301}  한국어 text 👍🏽!"
        let kept = text.filter { $0 != " " && !$0.isNewline }
        for width in 1...40 {
            let lines = TextWrapper.wrap(text, width: width)
            for line in lines {
                #expect(DisplayWidth.of(line) <= width, "width \(width): \(line)")
                #expect(!line.hasPrefix(" "), "width \(width): \(line)")
            }
            if width >= 2 {
                #expect(lines.joined().filter { $0 != " " } == kept, "width \(width)")
            }
        }
    }

    @Test func truncatesWithAnEllipsis() {
        #expect(TextWrapper.truncate("Hello, world", to: 8) == "Hello, …")
        #expect(TextWrapper.truncate("Hello", to: 5) == "Hello")
        #expect(TextWrapper.truncate("説明説明", to: 6) == "説明…")
        #expect(TextWrapper.truncate("説明説明", to: 4, ellipsis: "...") == "...")
        #expect(TextWrapper.truncate("Hello, world", to: 8, ellipsis: "...") == "Hello...")
        #expect(TextWrapper.truncate("Hello", to: 2, ellipsis: "...") == "He")
        #expect(TextWrapper.truncate("👨‍👩‍👧x", to: 2) == "…")
    }
}
