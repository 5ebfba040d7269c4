import Basics

/// Fits text into a number of terminal columns, measured with `DisplayWidth`: wrapped onto lines
/// (multi-line values, headers, footers) or cut short with an ellipsis (single-line values).
public enum TextWrapper {
    /// Stands in for a character wider than the whole width (a CJK character at width 1), which no line could hold.
    static let unshowable: Character = "\u{FFFD}"

    /// Lines no wider than `width` (at least 1). Breaks at spaces where it can (the space at a break is
    /// dropped), inside words longer than a line where it must (between grapheme clusters, never inside
    /// one), and at every newline of the text.
    public static func wrap(_ text: String, width: Int) -> [String] {
        let width = max(width, 1)
        var lines: [String] = []
        for paragraph in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            wrap(paragraph: paragraph, width: width, into: &lines)
        }
        return lines
    }

    /// `text` if it fits in `width` columns, else as much of it as fits followed by `ellipsis`.
    public static func truncate(_ text: String, to width: Int, ellipsis: String = "…") -> String {
        let width = max(width, 0)
        if DisplayWidth.of(text) <= width { return text }
        let ellipsisWidth = DisplayWidth.of(ellipsis)
        // Too narrow for the ellipsis: show what fits of the text itself.
        let room = ellipsisWidth <= width ? width - ellipsisWidth : width
        var result = ""
        var used = 0
        for character in text {
            let characterWidth = DisplayWidth.of(character)
            if used + characterWidth > room { break }
            result.append(character)
            used += characterWidth
        }
        return ellipsisWidth <= width ? result + ellipsis : result
    }

    private static func wrap(paragraph: Substring, width: Int, into lines: inout [String]) {
        var line = ""
        var lineWidth = 0
        // No word on the line yet: the next word starts it without a space.
        var isFresh = true
        // At a break: the spaces there are dropped, so no line starts or ends with one.
        var droppingSpaces = false

        // Trailing spaces go with the break: nobody sees them, and they would count against the width.
        func breakLine() {
            while line.last == " " { line.removeLast() }
            lines.append(line)
            line = ""
            lineWidth = 0
        }

        // Starts a word on an empty line; a word longer than the line is broken between clusters.
        func place(_ word: Substring, width wordWidth: Int) {
            isFresh = false
            droppingSpaces = false
            if wordWidth <= width {
                line = String(word)
                lineWidth = wordWidth
                return
            }
            for character in word {
                var character = character
                var characterWidth = DisplayWidth.of(character)
                if characterWidth > width {
                    character = unshowable
                    characterWidth = DisplayWidth.of(unshowable)
                }
                if lineWidth + characterWidth > width {
                    lines.append(line)
                    line = ""
                    lineWidth = 0
                }
                line.append(character)
                lineWidth += characterWidth
            }
        }

        for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
            if word.isEmpty && droppingSpaces { continue }
            let wordWidth = DisplayWidth.of(word)
            if isFresh {
                place(word, width: wordWidth)
            } else if lineWidth + 1 + wordWidth <= width {
                line += " " + word
                lineWidth += 1 + wordWidth
                droppingSpaces = false
            } else if word.isEmpty {
                // A space that does not fit ends the line; the next word breaks it.
                droppingSpaces = true
            } else {
                breakLine()
                place(word, width: wordWidth)
            }
        }
        while line.last == " " { line.removeLast() }
        lines.append(line)
    }
}
