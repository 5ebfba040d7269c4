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
        let shown = (start > 0 ? "…" : "") + before + after + (end < scalars.count ? "…" : "")
        // Under each character before the caret: a tab where the line has one, so the caret lines up.
        let padding = String(String.UnicodeScalarView(((start > 0 ? "…" : "") + before).unicodeScalars.map { $0 == "\t" ? "\t" : " " }))
        var lines = [shown, padding + palette.caret + "^" + palette.reset]
        if let fixIt {
            lines.append(padding + palette.caret + TerminalText.sanitized(fixIt) + palette.reset)
        }
        return lines
    }
}
