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
}
