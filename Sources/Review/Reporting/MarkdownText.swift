import Previews
import Reporting

/// The one place texts are escaped for Markdown: a pull-request comment shows labels and key paths from
/// anyone's pull request, which must neither format nor inject HTML. Hidden characters (controls,
/// bidirectional overrides) become visible escapes first, as on the terminal.
enum MarkdownText {
    /// Text in Markdown: the characters that can start markup anywhere in a line are escaped with a
    /// backslash (CommonMark lets any ASCII punctuation be), so `*`, `<b>`, `[x](y)`, `|`, `$x$` and
    /// `@team` read as they are. Reports never start a line with such a text.
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in TerminalText.sanitized(text).unicodeScalars {
            if "\\`*_[]<>#|~&$@".unicodeScalars.contains(scalar) { result += "\\" }
            result.unicodeScalars.append(scalar)
        }
        return result
    }

    /// A code span holding `text` whatever backticks it has; `|` escaped for a table cell (GitHub reads
    /// `\|` in a code span there as `|`).
    static func code(_ text: String, inTable: Bool = false) -> String {
        var body = TerminalText.sanitized(text)
        if inTable { body = body.replacingOccurrences(of: "|", with: "\\|") }
        var longest = 0, run = 0
        for character in body {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        let padding = body.hasPrefix("`") || body.hasSuffix("`") || body.isEmpty ? " " : ""
        return fence + padding + body + padding + fence
    }

    /// Text inside an HTML element of the comment (`<summary>`), where Markdown is not read: HTML's escapes.
    static func html(_ text: String) -> String {
        HTMLEscaping.escaped(text)
    }
}
