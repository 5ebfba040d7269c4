/// The text of a page being written, one element per line and indented by nesting, so that the HTML a
/// reviewer opens (or a golden file diffs) reads like hand-written markup.
struct HTMLLines {
    private(set) var text = ""
    private var depth = 0

    /// Appends markup the caller has already escaped.
    mutating func line(_ markup: String) {
        text += String(repeating: "  ", count: depth) + markup + "\n"
    }

    /// Appends text as it is, without indentation: the stylesheet, whose lines are indented already.
    mutating func verbatim(_ block: String) {
        text += block.hasSuffix("\n") ? block : block + "\n"
    }

    /// An element whose children go on the lines between its tags, one level deeper.
    mutating func element(_ open: String, _ close: String, _ children: (inout HTMLLines) -> Void) {
        line(open)
        depth += 1
        children(&self)
        depth -= 1
        line(close)
    }

    /// The start of every page cdlgen writes, up to `<body>`: the charset and the Content-Security-Policy
    /// first, before any text the policy should govern; then the title and the inlined style sheet.
    mutating func documentHead(title: String, stylesheet: String) {
        line("<!DOCTYPE html>")
        line(#"<html lang="en">"#)
        element("<head>", "</head>") { head in
            head.line(#"<meta charset="utf-8">"#)
            // Inline styles and `data:` images, nothing else: no script, no request, no form, no `<base>`.
            head.line(
                #"<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'">"#
            )
            head.line(#"<meta name="referrer" content="no-referrer">"#)
            head.line(#"<meta name="viewport" content="width=device-width, initial-scale=1">"#)
            head.line(#"<meta name="color-scheme" content="light dark">"#)
            head.line("<title>\(HTMLEscaping.escaped(title)) – cdlgen preview</title>")
            head.line("<style>")
            head.verbatim(HTMLStyleSheet.inlined(stylesheet))
            head.line("</style>")
        }
    }
}
