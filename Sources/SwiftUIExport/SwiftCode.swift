/// The text of a Swift file being written, a line at a time and indented by nesting (four spaces, as
/// Xcode writes), so that the exported code reads like code a person wrote and diffs cleanly.
struct SwiftCode {
    private(set) var text = ""
    private var depth = 0

    /// A line at the current depth; an empty line stays empty.
    mutating func line(_ code: String = "") {
        if !code.isEmpty { text += String(repeating: "    ", count: depth) + code }
        text += "\n"
    }

    /// `opening`, then `body` one level deeper, then `closing` (`}` by default).
    mutating func block(_ opening: String, closing: String = "}", _ body: (inout SwiftCode) -> Void) {
        line(opening)
        depth += 1
        body(&self)
        depth -= 1
        line(closing)
    }

    /// `opening` and `body` one level deeper, then each of `continuations` (`} else {`, `} label: {`) and its
    /// body, then `}`.
    mutating func blocks(_ opening: String, _ body: (inout SwiftCode) -> Void, _ continuations: (String, (inout SwiftCode) -> Void)...) {
        line(opening)
        depth += 1
        body(&self)
        for (line, body) in continuations {
            depth -= 1
            self.line(line)
            depth += 1
            body(&self)
        }
        depth -= 1
        line("}")
    }

    /// A `//` comment per line of `text`.
    mutating func comment(_ text: String) {
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) { self.line("// " + line) }
    }

    /// A `///` documentation comment per line of `text`.
    mutating func documentation(_ text: String) {
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) { self.line("/// " + line) }
    }
}
