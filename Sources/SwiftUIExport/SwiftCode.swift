/// The text of a Swift file being written, a line at a time and indented by nesting (four spaces, as
/// Xcode writes), so that the exported code reads like code a person wrote and diffs cleanly.
struct SwiftCode {
    private(set) var text = ""
    private var depth: Int

    /// `depth`: the nesting the first line is at, for code written apart and put in place whole (``append(_:)``).
    init(depth: Int = 0) {
        self.depth = depth
    }

    /// Code written apart at this code's depth, as it is.
    mutating func append(_ code: SwiftCode) {
        text += code.text
    }

    /// A line at the current depth; an empty line stays empty.
    mutating func line(_ code: String = "") {
        if !code.isEmpty {
            text += depth < Self.indentation.count ? Self.indentation[depth] : String(repeating: "    ", count: depth)
            text += code
        }
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

    /// Four spaces a level, made once for the depths code reaches.
    private static let indentation = (0..<16).map { String(repeating: "    ", count: $0) }

    /// A `//` comment per line of `text`.
    mutating func comment(_ text: String) {
        guard text.utf8.contains(UInt8(ascii: "\n")) else { return line("// " + text) }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) { self.line("// " + line) }
    }

    /// A `///` documentation comment per line of `text`.
    mutating func documentation(_ text: String) {
        guard text.utf8.contains(UInt8(ascii: "\n")) else { return line("/// " + text) }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) { self.line("/// " + line) }
    }
}
