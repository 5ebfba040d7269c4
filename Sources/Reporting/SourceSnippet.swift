import Basics

/// Shows the source line a diagnostic points at, with a caret under the column and the fix-it under
/// that, as clang does. This is the one place that draws a snippet.
public enum SourceSnippet {
    /// How much of a long line is shown on each side of the column.
    static let context = 60

    public static func render(line: String, column: Int, fixIt: String?, palette: TerminalPalette = .plain) -> [String] {
        render(scalars: Array(line.unicodeScalars), column: column, fixIt: fixIt, palette: palette)
    }

    /// The same from the line's scalars, which a reporter makes once for all the diagnostics on one line.
    /// Only the window around the column is sanitised, so a snippet costs the window, not the line: a
    /// minified file can be one enormous line with thousands of findings on it.
    static func render(scalars: [Unicode.Scalar], column: Int, fixIt: String?, palette: TerminalPalette = .plain) -> [String] {
        let caret = max(0, min(column - 1, scalars.count))
        var start = 0, end = scalars.count
        if scalars.count > 2 * context + 20 {
            start = max(0, caret - context)
            end = min(scalars.count, caret + context)
        }
        // Sanitised before and after the caret apart, so that an escape shown for a control character
        // before the column moves the caret with it.
        let before = TerminalText.sanitized(scalars[start..<caret]), after = TerminalText.sanitized(scalars[caret..<end])
        let lead = start > 0 ? "…" : ""
        let shown = lead + before + after + (end < scalars.count ? "…" : "")
        let padding = Self.padding(under: lead + before)
        var lines = [shown, padding + palette.caret + "^" + palette.reset]
        if let fixIt {
            lines.append(padding + palette.caret + TerminalText.sanitized(fixIt) + palette.reset)
        }
        return lines
    }

    /// What goes under `text` so that the caret after it stands under the next character on a terminal:
    /// as many spaces as each character takes columns (two under `名` or `🍜`, none for a combining
    /// accent, one under the `…` of a cut line), and a tab where the line has one.
    static func padding(under text: String) -> String {
        var padding = ""
        for character in text {
            if character == "\t" {
                padding += "\t"
            } else {
                padding += String(repeating: " ", count: DisplayWidth.of(character))
            }
        }
        return padding
    }
}
