/// Shows the source line a diagnostic points at, with a caret under the column and the fix-it under
/// that, as clang does. This is the one place that draws a snippet.
public enum SourceSnippet {
    /// How much of a long line is shown on each side of the column.
    static let context = 60

    public static func render(line: String, column: Int, fixIt: String?, palette: TerminalPalette = .plain) -> [String] {
        var scalars = Array(TerminalText.sanitized(line).unicodeScalars)
        var caretIndex = max(0, min(column - 1, scalars.count))
        // A minified file can be one enormous line: show a window around the column.
        if scalars.count > 2 * context + 20 {
            let start = max(0, caretIndex - context)
            let end = min(scalars.count, caretIndex + context)
            var window = Array(scalars[start..<end])
            if start > 0 {
                window.insert("…", at: 0)
                caretIndex = caretIndex - start + 1
            }
            if end < scalars.count { window.append("…") }
            scalars = window
        }
        // Under each character before the caret: a tab where the line has one, so the caret lines up.
        let padding = String(String.UnicodeScalarView(scalars.prefix(caretIndex).map { $0 == "\t" ? "\t" : " " }))
        var lines = [String(String.UnicodeScalarView(scalars)), padding + palette.caret + "^" + palette.reset]
        if let fixIt {
            lines.append(padding + palette.caret + TerminalText.sanitized(fixIt) + palette.reset)
        }
        return lines
    }
}
