/// Splits OpenStep or JSON text into tokens, whatever state it is in: every byte belongs to some token or
/// is skipped, nothing is an error. The two syntaxes share their punctuation — `=` and `:`, `;` and `,`,
/// `(` and `[` — and differ in which bytes make an unquoted word.
struct PlistTokenizer {
    enum Kind: Equatable {
        case open(isDictionary: Bool), close, separator, assign
        case word, quoted, data, comment
    }

    struct Token {
        var kind: Kind
        var range: Range<Int>
        /// The text without its delimiters: a string's between its quotes (to the end of the text if it has
        /// no closing one), data's between `<` and `>`, a comment's after its first `/`.
        var contents: Range<Int>

        /// Whether a cursor at `offset` is in this token: on a word's either end, or between a quoted
        /// string's quotes (or a comment's delimiters); never on punctuation.
        func holds(_ offset: Int) -> Bool {
            switch kind {
            case .open, .close, .separator, .assign: false
            default: contents.lowerBound <= offset && offset <= contents.upperBound
            }
        }
    }

    private let text: [UInt8]
    private let isJSON: Bool
    /// A quoted string the cursor is in ends at the end of its line if not before: it is being typed.
    private let cursor: Int
    private var position = 0

    init(text: [UInt8], isJSON: Bool, cursor: Int) {
        self.text = text
        self.isJSON = isJSON
        self.cursor = cursor
    }

    mutating func next() -> Token? {
        while position < text.count {
            let start = position
            let byte = text[position]
            position += 1
            let single = start..<position
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["): return Token(kind: .open(isDictionary: false), range: single, contents: single)
            case UInt8(ascii: "{"): return Token(kind: .open(isDictionary: true), range: single, contents: single)
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): return Token(kind: .close, range: single, contents: single)
            case UInt8(ascii: ";"), UInt8(ascii: ","): return Token(kind: .separator, range: single, contents: single)
            case UInt8(ascii: "="): return Token(kind: .assign, range: single, contents: single)
            case UInt8(ascii: ":") where isJSON: return Token(kind: .assign, range: single, contents: single)
            case UInt8(ascii: "\""): return quoted(from: start)
            case UInt8(ascii: "'") where !isJSON: return quoted(from: start)
            case UInt8(ascii: "<") where !isJSON: return data(from: start)
            // Comments only where a token starts: in OpenStep `a//b` is one word.
            case UInt8(ascii: "/") where byteIs("/", at: position): return lineComment(from: start)
            case UInt8(ascii: "/") where byteIs("*", at: position): return blockComment(from: start)
            default:
                guard isWordByte(byte) else { continue }  // Blanks and junk.
                while position < text.count && isWordByte(text[position]) { position += 1 }
                return Token(kind: .word, range: start..<position, contents: start..<position)
            }
        }
        return nil
    }

    /// OpenStep's unquoted characters (as CoreFoundation's) or JSON's numbers and literals — and any
    /// non-ASCII byte, so that a half-typed word is not split inside a character.
    private func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "."), UInt8(ascii: "-"), 0x80...:
            true
        case UInt8(ascii: "/"), UInt8(ascii: ":"): !isJSON
        case UInt8(ascii: "+"): isJSON
        default: false
        }
    }

    private func byteIs(_ ascii: Unicode.Scalar, at index: Int) -> Bool {
        index < text.count && text[index] == UInt8(ascii: ascii)
    }

    private mutating func quoted(from start: Int) -> Token {
        let quote = text[start]
        while position < text.count {
            let byte = text[position]
            if byte == quote {
                position += 1
                return Token(kind: .quoted, range: start..<position, contents: start + 1..<position - 1)
            }
            // Unclosed on its line: JSON strings never span lines, and neither does one being typed.
            if byte == UInt8(ascii: "\n") && (isJSON || (start < cursor && position >= cursor)) {
                let end = position > start + 1 && text[position - 1] == UInt8(ascii: "\r") ? position - 1 : position
                return Token(kind: .quoted, range: start..<end, contents: start + 1..<end)
            }
            position += byte == UInt8(ascii: "\\") ? 2 : 1
        }
        position = text.count
        return Token(kind: .quoted, range: start..<position, contents: start + 1..<position)
    }

    /// `<0fbd 77>`; unclosed, it ends at the first byte that is neither hex nor blank.
    private mutating func data(from start: Int) -> Token {
        while position < text.count {
            let byte = text[position]
            if byte == UInt8(ascii: ">") {
                position += 1
                return Token(kind: .data, range: start..<position, contents: start + 1..<position - 1)
            }
            guard byte.isHexDigitOrBlank else { break }
            position += 1
        }
        return Token(kind: .data, range: start..<position, contents: start + 1..<position)
    }

    /// To the end of the line: a cursor at the line's end is still in it.
    private mutating func lineComment(from start: Int) -> Token {
        while position < text.count && text[position] != UInt8(ascii: "\n") { position += 1 }
        return Token(kind: .comment, range: start..<position, contents: start + 1..<position)
    }

    private mutating func blockComment(from start: Int) -> Token {
        position += 1  // The `*`: `/*/` does not close.
        while position < text.count {
            if text[position] == UInt8(ascii: "*") && byteIs("/", at: position + 1) {
                position += 2
                return Token(kind: .comment, range: start..<position, contents: start + 1..<position - 1)
            }
            position += 1
        }
        return Token(kind: .comment, range: start..<position, contents: start + 1..<position)
    }
}

extension UInt8 {
    fileprivate var isHexDigitOrBlank: Bool {
        switch self {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"), UInt8(ascii: "A")...UInt8(ascii: "F"),
            UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
            true
        default: false
        }
    }
}
