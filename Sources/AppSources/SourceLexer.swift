import PlistLoader

/// Splits Swift or Objective-C source into ``SourceToken``s, skipping what can hold any text: `//` and
/// `/* */` comments (nested in Swift), string literals (`"…"`, Swift's `"""…"""` and `#"…"#`, Objective-C's
/// `@"…"`), character literals and, in Objective-C, preprocessor lines. Positions are lines and columns
/// (Unicode scalars) from 1. Linear in the text; never fails: unclosed comments and strings end the file.
struct SourceLexer {
    enum Language: Sendable { case swift, objectiveC }

    let language: Language

    func tokens(of text: String) -> [SourceToken] {
        var scalars = Array(text.unicodeScalars)
        scalars.append("\0")  // A sentinel: every look ahead stops at it.
        var tokens: [SourceToken] = []
        var index = 0, line = 1, column = 1
        var atLineStart = true

        func advance(_ count: Int = 1) {
            for _ in 0..<count where index < scalars.count - 1 {
                if scalars[index] == "\n" { line += 1; column = 1; atLineStart = true } else { column += 1 }
                index += 1
            }
        }
        func peek(_ offset: Int = 0) -> Unicode.Scalar { scalars[min(index + offset, scalars.count - 1)] }
        func skip(until end: String) {
            let ending = Array(end.unicodeScalars)
            while index < scalars.count - 1 && !(0..<ending.count).allSatisfy({ peek($0) == ending[$0] }) { advance() }
            advance(ending.count)
        }

        while index < scalars.count - 1 {
            let scalar = peek()
            if scalar == "\n" || scalar == " " || scalar == "\t" || scalar == "\r" {
                advance()
                continue
            }
            let startsLine = atLineStart
            atLineStart = false  // A newline a comment or string ends with sets it again.
            if scalar == "/" && peek(1) == "/" {
                skip(until: "\n")
            } else if scalar == "/" && peek(1) == "*" {
                skipBlockComment(advance: advance, peek: peek)
            } else if language == .objectiveC && scalar == "#" && startsLine {
                // A preprocessor line, continued by a backslash at its end.
                while index < scalars.count - 1 && !(peek() == "\n" && (index == 0 || scalars[index - 1] != "\\")) { advance() }
            } else if scalar == "\"" || (scalar == "#" && language == .swift && (peek(1) == "\"" || peek(1) == "#")) {
                skipString(advance: advance, peek: peek)
            } else if scalar == "'" && language == .objectiveC {
                advance()
                while index < scalars.count - 1 && peek() != "'" && peek() != "\n" { advance(peek() == "\\" ? 2 : 1) }
                advance()
            } else if scalar == "@" && peek(1) == "\"" {
                advance()
                skipString(advance: advance, peek: peek)
            } else if scalar == "@" && Self.startsName(peek(1)) {
                let position = SourcePosition.lineColumn(line: line, column: column)
                advance()
                tokens.append(SourceToken(kind: .at(readName(advance: advance, peek: peek)), position: position))
            } else if Self.startsName(scalar) {
                let position = SourcePosition.lineColumn(line: line, column: column)
                tokens.append(SourceToken(kind: .name(readName(advance: advance, peek: peek)), position: position))
            } else {
                tokens.append(SourceToken(kind: .punctuation(scalar), position: .lineColumn(line: line, column: column)))
                advance()
            }
        }
        return tokens
    }

    private func readName(advance: (Int) -> Void, peek: (Int) -> Unicode.Scalar) -> String {
        var name = String.UnicodeScalarView()
        while Self.continuesName(peek(0)) {
            name.append(peek(0))
            advance(1)
        }
        return String(name)
    }

    /// `/* … */`, nested in Swift (`/* a /* b */ c */` is one comment there, not in Objective-C).
    private func skipBlockComment(advance: (Int) -> Void, peek: (Int) -> Unicode.Scalar) {
        var depth = 0
        repeat {
            if peek(0) == "/" && peek(1) == "*" {
                depth = language == .swift ? depth + 1 : 1
                advance(2)
            } else if peek(0) == "*" && peek(1) == "/" {
                depth -= 1
                advance(2)
            } else if peek(0) == "\0" {
                return
            } else {
                advance(1)
            }
        } while depth > 0
    }

    /// A string literal from its opening: `#`s (Swift's raw strings), then `"` or `"""`; ends at the same
    /// quotes followed by as many `#`s. An escape in a raw string needs its `#`s, so it is just text.
    private func skipString(advance: (Int) -> Void, peek: (Int) -> Unicode.Scalar) {
        var hashes = 0
        while peek(0) == "#" {
            hashes += 1
            advance(1)
        }
        let multiLine = peek(0) == "\"" && peek(1) == "\"" && peek(2) == "\""
        advance(multiLine ? 3 : 1)
        while peek(0) != "\0" {
            if peek(0) == "\\" && hashes == 0 {
                advance(2)
                continue
            }
            if !multiLine && peek(0) == "\n" { return }  // An unclosed one-line string ends at its line.
            let quotes = multiLine ? 3 : 1
            if (0..<quotes).allSatisfy({ peek($0) == "\"" }) && (0..<hashes).allSatisfy({ peek(quotes + $0) == "#" }) {
                advance(quotes + hashes)
                return
            }
            advance(1)
        }
    }

    static func startsName(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x41...0x5A, 0x61...0x7A, 0x5F, 0x24: true  // Letters, `_`, `$`.
        case 0..<0x80: false
        default: scalar.properties.isAlphabetic
        }
    }

    static func continuesName(_ scalar: Unicode.Scalar) -> Bool {
        startsName(scalar) || ("0"..."9").contains(scalar)
    }
}
