import Foundation  // Only for the NeXTSTEP table of octal escapes, built once; never in the hot path.

/// Reads an OpenStep ("old-style", ASCII) property list the way CoreFoundation's `CFOldStylePList.c`
/// does, which is how an iOS app loads these files, so that what this reader accepts the app accepts.
///
/// - Values: `{ key = value; }` dictionaries, `( a, b, )` arrays (a trailing comma is allowed), quoted
///   (`"…"` or `'…'`) and unquoted (`[A-Za-z0-9_$/:.-]+`) strings, and `<0fbd 77>` data. There are no
///   numbers or booleans: `3` and `YES` are strings.
/// - Every dictionary entry ends in `;`, the last one too. (CoreFoundation's strings-file shortcut
///   `key;`, which means `key = key;`, is refused: in a definition it is always a slip.)
/// - `//` and `/* */` comments go wherever whitespace may. As in CoreFoundation, an unquoted string
///   does not stop at `//`: in `a = b//c` the value is `b//c`.
///
/// The parser is iterative, with its own stack of open containers, so no input can overflow the
/// thread's stack whatever `PlistLimits.maxDepth` is; depth is checked as each container opens.
/// It works on the bytes with an index, and builds a string from a slice of the bytes unless the string
/// has escapes.
struct OpenStepPlistReader {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let limits: PlistLimits
    private var index = 0
    private var tracker: LineColumnTracker
    /// Values and keys read so far, against `limits.maxNodes`.
    private var nodeCount = 0
    /// Where the file's first comment starts: no other format keeps comments, so `convert` warns there.
    private(set) var firstComment: SourcePosition?

    /// `bytes` is valid UTF-8 without a byte order mark or NUL.
    init(_ bytes: UnsafeBufferPointer<UInt8>, limits: PlistLimits) {
        self.bytes = bytes
        self.limits = limits
        self.tracker = LineColumnTracker(bytes)
    }

    mutating func readDocument() throws(PlistError) -> PlistNode {
        index = 0
        try skipBlanks()
        guard index < bytes.count else {
            throw .syntax("the file has no property list in it, only whitespace and comments", at: position(at: index))
        }
        let root = try readValue()
        try skipBlanks()
        guard index < bytes.count else { return root }
        var message = "unexpected text after the end of the property list, found \(describe(at: index))"
        if root.string != nil, bytes[index] == Byte.equals || bytes[index] == Byte.semicolon {
            message += "; 'key = value;' entries must be inside '{' and '}'"
        }
        throw .syntax(message, at: position(at: index))
    }

    // MARK: - Values and containers

    /// Reads one value (with everything nested in it) starting at `index`, which is at a non-blank.
    private mutating func readValue() throws(PlistError) -> PlistNode {
        var stack: [OpenContainer] = []
        parsing: while true {
            // Here a value starts at `index` (blanks are skipped).
            var node: PlistNode
            let start = index
            try countNode(at: start)
            let byte: UInt8 = start < bytes.count ? bytes[start] : 0
            if byte == Byte.openBrace || byte == Byte.openParenthesis {
                let isDictionary = byte == Byte.openBrace
                let position = position(at: start)
                if stack.count >= limits.maxDepth {
                    throw PlistError(.limitExceeded, "nesting deeper than \(limits.maxDepth) levels", at: position)
                }
                index += 1
                try skipBlanks()
                if isDictionary {
                    if index < bytes.count && bytes[index] == Byte.closeBrace {
                        index += 1
                        node = PlistNode(.dictionary(PlistDictionary()), at: position)
                    } else {
                        var container = OpenContainer(isDictionary: true, position: position)
                        try readKey(into: &container)
                        stack.append(container)
                        continue parsing
                    }
                } else {
                    if index < bytes.count && bytes[index] == Byte.closeParenthesis {
                        index += 1
                        node = PlistNode(.array([]), at: position)
                    } else {
                        stack.append(OpenContainer(isDictionary: false, position: position))
                        continue parsing
                    }
                }
            } else if byte == Byte.doubleQuote || byte == Byte.singleQuote {
                let position = position(at: start)
                node = PlistNode(.string(try readQuotedString(position: position)), at: position)
            } else if Self.isUnquotedCharacter(byte) {
                let position = position(at: start)
                node = PlistNode(.string(readUnquotedString()), at: position)
            } else if byte == Byte.lessThan {
                let position = position(at: start)
                node = PlistNode(.data(try readData(position: position)), at: position)
            } else {
                throw expectedValueError(in: stack.last)
            }

            // `node` is complete: hand it to the containers it closes, until one wants another value.
            var nodeIsUnquoted = Self.isUnquotedCharacter(byte)
            while !stack.isEmpty {
                // Not `stack.indices.last`, which is slow in a debug build
                // (docs/PERFORMANCE.md, "The comments' figures").
                let top = stack.count - 1
                try skipBlanks()
                if stack[top].isDictionary {
                    guard index < bytes.count && bytes[index] == Byte.semicolon else {
                        let message = "expected ';' after the value of key '\(stack[top].key)', found \(describe(at: index))"
                        throw .syntax(
                            message + (nodeIsUnquoted ? commentHint(afterUnquoted: node.string ?? "") : ""),
                            at: position(at: index))
                    }
                    stack[top].entries.append(
                        PlistDictionaryEntry(key: stack[top].key, keyPosition: stack[top].keyPosition, value: node))
                    index += 1
                    try skipBlanks()
                    if index < bytes.count && bytes[index] == Byte.closeBrace {
                        index += 1
                        node = stack.removeLast().node
                        nodeIsUnquoted = false
                        continue
                    }
                    try readKey(into: &stack[top])
                    continue parsing
                } else {
                    stack[top].elements.append(node)
                    if index < bytes.count && bytes[index] == Byte.comma {
                        index += 1
                        try skipBlanks()
                        guard index < bytes.count && bytes[index] == Byte.closeParenthesis else { continue parsing }
                    } else if !(index < bytes.count && bytes[index] == Byte.closeParenthesis) {
                        let opening = stack[top].position
                        let message =
                            "expected ',' or ')' after an element of the array that starts at \(opening), found \(describe(at: index))"
                        throw .syntax(
                            message + (nodeIsUnquoted ? commentHint(afterUnquoted: node.string ?? "") : ""),
                            at: position(at: index))
                    }
                    index += 1
                    node = stack.removeLast().node
                    nodeIsUnquoted = false
                }
            }
            return node
        }
    }

    /// Reads a dictionary key and its `=` at `index` (blanks skipped), leaving `index` at the value.
    private mutating func readKey(into container: inout OpenContainer) throws(PlistError) {
        let start = index
        try countNode(at: start)
        let byte: UInt8 = start < bytes.count ? bytes[start] : 0
        let keyPosition = position(at: start)
        let key: String
        let isUnquoted = Self.isUnquotedCharacter(byte)
        if byte == Byte.doubleQuote || byte == Byte.singleQuote {
            key = try readQuotedString(position: keyPosition)
        } else if isUnquoted {
            key = readUnquotedString()
        } else {
            var message = "expected a key or '}' in the dictionary that starts at \(container.position), found \(describe(at: start))"
            if byte == Byte.openBrace || byte == Byte.openParenthesis || byte == Byte.lessThan {
                message += "; keys must be strings"
            }
            throw .syntax(message, at: keyPosition)
        }
        try skipBlanks()
        guard index < bytes.count && bytes[index] == Byte.equals else {
            let message = "expected '=' after the key '\(key)', found \(describe(at: index))"
            throw .syntax(message + (isUnquoted ? commentHint(afterUnquoted: key) : ""), at: position(at: index))
        }
        index += 1
        try skipBlanks()
        container.key = key
        container.keyPosition = keyPosition
    }

    /// Counts the value or key that starts at `offset`, which may be one too many.
    @inline(__always)
    private mutating func countNode(at offset: Int) throws(PlistError) {
        nodeCount += 1
        if nodeCount > limits.maxNodes { throw limits.tooManyNodes(at: position(at: offset)) }
    }

    /// When an unquoted string has swallowed the start of a comment (`/` is one of its characters, as
    /// in CoreFoundation), a hint for the message about what follows it; else "".
    private func commentHint(afterUnquoted string: String) -> String {
        let swallowed = string.contains("//") || string.contains("/*")
        let cut = string.hasSuffix("/") && index < bytes.count && bytes[index] == Byte.asterisk
        guard swallowed || cut else { return "" }
        return
            " (the unquoted string '\(string)' runs on into the comment after it, because '/' belongs to unquoted strings: put a space before '//' or '/*')"
    }

    private mutating func expectedValueError(in container: OpenContainer?) -> PlistError {
        let found = describe(at: index)
        let message: String
        switch container {
        case nil:
            message = "expected a property list: '(' for an array, '{' for a dictionary, a string or '<' for data, found \(found)"
        case let container? where container.isDictionary:
            message = "expected a value for the key '\(container.key)' after '=', found \(found)"
        case let container?:
            message = "expected an element or ')' in the array that starts at \(container.position), found \(found)"
        }
        return .syntax(message, at: position(at: index))
    }

    // MARK: - Strings

    /// Reads an unquoted string at `index`, which is at one of its characters.
    private mutating func readUnquotedString() -> String {
        let start = index
        var end = start + 1
        while end < bytes.count && Self.isUnquotedCharacter(bytes[end]) { end += 1 }
        index = end
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }

    /// Reads a quoted string whose opening quote is at `index`.
    private mutating func readQuotedString(position: SourcePosition) throws(PlistError) -> String {
        let quote = bytes[index]
        let contentStart = index + 1
        var end = contentStart
        while end < bytes.count {
            let byte = bytes[end]
            if byte == quote {
                index = end + 1
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[contentStart..<end]), as: UTF8.self)
            }
            if byte == Byte.backslash {
                return try readEscapedString(quote: quote, contentStart: contentStart, firstEscape: end, position: position)
            }
            end += 1
        }
        throw unterminatedString(quote: quote, position: position)
    }

    /// The slow path of `readQuotedString`, from the string's first backslash on.
    private mutating func readEscapedString(
        quote: UInt8, contentStart: Int, firstEscape: Int, position: SourcePosition
    ) throws(PlistError) -> String {
        var utf8 = [UInt8]()
        utf8.reserveCapacity(firstEscape - contentStart + 32)
        utf8.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[contentStart..<firstEscape]))
        var i = firstEscape
        while i < bytes.count {
            let byte = bytes[i]
            if byte == quote {
                index = i + 1
                return String(decoding: utf8, as: UTF8.self)
            }
            guard byte == Byte.backslash else {
                // Continuation bytes of a multi-byte character never equal a quote or a backslash, so
                // copying byte by byte keeps characters whole, also after an escaped lead byte.
                utf8.append(byte)
                i += 1
                continue
            }
            let escapeStart = i
            i += 1
            guard i < bytes.count else { break }
            let escaped = bytes[i]
            i += 1
            switch escaped {
            case UInt8(ascii: "a"): utf8.append(0x07)
            case UInt8(ascii: "b"): utf8.append(0x08)
            case UInt8(ascii: "f"): utf8.append(0x0C)
            case UInt8(ascii: "n"): utf8.append(0x0A)
            case UInt8(ascii: "r"): utf8.append(0x0D)
            case UInt8(ascii: "t"): utf8.append(0x09)
            case UInt8(ascii: "v"): utf8.append(0x0B)
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                // Up to three octal digits, kept to 8 bits as CoreFoundation does (\400 is \000);
                // 128 and up are NeXTSTEP characters.
                var value = escaped &- UInt8(ascii: "0")
                var digits = 1
                while digits < 3, i < bytes.count, bytes[i] >= UInt8(ascii: "0"), bytes[i] <= UInt8(ascii: "7") {
                    value = value &<< 3 &+ (bytes[i] &- UInt8(ascii: "0"))
                    i += 1
                    digits += 1
                }
                if value < 0x80 {
                    utf8.append(value)
                } else if let scalar = NeXTSTEP.upperHalf[Int(value) - 0x80] {
                    Self.append(scalar, to: &utf8)
                } else {
                    throw .syntax(
                        "the escape '\(text(escapeStart..<i))' is not a character in the NeXTSTEP encoding",
                        at: self.position(at: escapeStart))
                }
            case UInt8(ascii: "U"):
                let unit = try readUnicodeEscapeDigits(at: &i, escapeStart: escapeStart)
                if unit >= 0xD800 && unit <= 0xDBFF {
                    // A high surrogate: the next escape must be \U with the low half.
                    var low: UInt32 = 0
                    if i + 1 < bytes.count && bytes[i] == Byte.backslash && bytes[i + 1] == UInt8(ascii: "U") {
                        var next = i + 2
                        low = try readUnicodeEscapeDigits(at: &next, escapeStart: i)
                        if low >= 0xDC00 && low <= 0xDFFF { i = next }
                    }
                    guard low >= 0xDC00 && low <= 0xDFFF else {
                        throw .syntax(
                            "the escape '\(text(escapeStart..<i))' is the first half of a UTF-16 surrogate pair, but no '\\U' escape of a second half (DC00 to DFFF) follows it",
                            at: self.position(at: escapeStart))
                    }
                    let scalar = Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))!
                    Self.append(scalar, to: &utf8)
                } else if unit >= 0xDC00 && unit <= 0xDFFF {
                    throw .syntax(
                        "the escape '\(text(escapeStart..<i))' is the second half of a UTF-16 surrogate pair without a first half before it",
                        at: self.position(at: escapeStart))
                } else {
                    Self.append(Unicode.Scalar(unit)!, to: &utf8)
                }
            default:
                // \" \' \\ and any other escaped character stand for themselves.
                utf8.append(escaped)
            }
        }
        throw unterminatedString(quote: quote, position: position)
    }

    /// Reads the 1 to 4 hex digits of a `\U` escape starting at `i`.
    private mutating func readUnicodeEscapeDigits(at i: inout Int, escapeStart: Int) throws(PlistError) -> UInt32 {
        var value: UInt32 = 0
        var digits = 0
        while digits < 4, i < bytes.count {
            let digit = Self.hexValue(bytes[i])
            if digit > 15 { break }
            value = value << 4 | UInt32(digit)
            i += 1
            digits += 1
        }
        guard digits > 0 else {
            throw .syntax(
                "'\\U' must be followed by 1 to 4 hex digits (a UTF-16 code unit), found \(describe(at: i))",
                at: position(at: escapeStart))
        }
        return value
    }

    private mutating func unterminatedString(quote: UInt8, position: SourcePosition) -> PlistError {
        let quoteCharacter = quote == Byte.doubleQuote ? "\"" : "'"
        return .syntax(
            "unterminated string: no closing '\(quoteCharacter)' for the string that starts here", at: position)
    }

    private static func append(_ scalar: Unicode.Scalar, to utf8: inout [UInt8]) {
        UTF8.encode(scalar) { utf8.append($0) }
    }

    // MARK: - Data

    /// Reads `<hex digits>` whose `<` is at `index`. As in CoreFoundation, each byte is two adjacent hex
    /// digits, and spaces, tabs and line breaks may separate bytes (comments may not).
    private mutating func readData(position: SourcePosition) throws(PlistError) -> [UInt8] {
        var result = [UInt8]()
        var i = index + 1
        while i < bytes.count {
            let byte = bytes[i]
            let high = Self.hexValue(byte)
            if high <= 15 {
                guard i + 1 < bytes.count else { break }
                let low = Self.hexValue(bytes[i + 1])
                guard low <= 15 else {
                    let next = bytes[i + 1]
                    let message: String
                    if next == Byte.greaterThan || Self.isDataBlank(at: i + 1, in: bytes) {
                        message =
                            "odd number of hex digits in data: each byte is two adjacent hex digits, but '\(text(i..<i + 1))' is followed by \(describe(at: i + 1))"
                    } else {
                        message = "invalid character \(describe(at: i + 1)) in data: expected a hex digit"
                    }
                    throw .syntax(message, at: self.position(at: i + 1))
                }
                result.append(high << 4 | low)
                i += 2
            } else if byte == Byte.greaterThan {
                index = i + 1
                return result
            } else if let width = Self.dataBlankWidth(at: i, in: bytes) {
                i += width
            } else {
                throw .syntax(
                    "invalid character \(describe(at: i)) in data: expected hex digits, whitespace or '>'",
                    at: self.position(at: i))
            }
        }
        throw .syntax("unterminated data: no closing '>' for the data that starts here", at: position)
    }

    /// CoreFoundation's whitespace inside data: space, tab, LF, CR, U+2028 and U+2029.
    private static func dataBlankWidth(at i: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        switch bytes[i] {
        case 0x20, 0x09, 0x0A, 0x0D: return 1
        case 0xE2 where isLineOrParagraphSeparator(at: i, in: bytes): return 3
        default: return nil
        }
    }

    private static func isDataBlank(at i: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        dataBlankWidth(at: i, in: bytes) != nil
    }

    // MARK: - Whitespace and comments

    /// Moves `index` past whitespace (CoreFoundation's: tab to CR, space, U+2028, U+2029) and comments.
    private mutating func skipBlanks() throws(PlistError) {
        let count = bytes.count
        var i = index
        while i < count {
            let byte = bytes[i]
            if byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) {
                i += 1
            } else if byte == Byte.slash && i + 1 < count && bytes[i + 1] == Byte.slash {
                if firstComment == nil { firstComment = position(at: i) }
                i += 2
                while i < count {
                    let byte = bytes[i]
                    if byte == 0x0A || byte == 0x0D || (byte == 0xE2 && Self.isLineOrParagraphSeparator(at: i, in: bytes)) {
                        break
                    }
                    i += 1
                }
            } else if byte == Byte.slash && i + 1 < count && bytes[i + 1] == Byte.asterisk {
                let commentStart = i
                if firstComment == nil { firstComment = position(at: i) }
                i += 2
                while true {
                    guard i + 1 < count else {
                        index = commentStart
                        throw .syntax(
                            "unterminated comment: no closing '*/' for the '/*' that starts here",
                            at: position(at: commentStart))
                    }
                    if bytes[i] == Byte.asterisk && bytes[i + 1] == Byte.slash { break }
                    i += 1
                }
                i += 2
            } else if byte == 0xE2 && Self.isLineOrParagraphSeparator(at: i, in: bytes) {
                i += 3
            } else {
                break
            }
        }
        index = i
    }

    /// Whether U+2028 or U+2029 (E2 80 A8 or E2 80 A9) starts at `i`.
    @inline(__always)
    private static func isLineOrParagraphSeparator(at i: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        i + 2 < bytes.count && bytes[i] == 0xE2 && bytes[i + 1] == 0x80 && (bytes[i + 2] == 0xA8 || bytes[i + 2] == 0xA9)
    }

    // MARK: - Characters

    /// CoreFoundation's characters of an unquoted string: `A-Z a-z 0-9 _ $ / : . -`.
    @inline(__always)
    private static func isUnquotedCharacter(_ byte: UInt8) -> Bool {
        // Bit n of `low` is byte n (0-63); bit n of `high` is byte 64 + n (64-127).
        let low: UInt64 = 1 << 36 | 0b111 << 45 | 0x7FF << 48  // $, - . /, 0-9 :
        let high: UInt64 = 0x3FF_FFFF << 1 | 1 << 31 | 0x3FF_FFFF << 33  // A-Z, _, a-z
        if byte < 64 { return (low >> UInt64(byte)) & 1 != 0 }
        if byte < 128 { return (high >> UInt64(byte &- 64)) & 1 != 0 }
        return false
    }

    /// The value of a hex digit, or 0xFF.
    @inline(__always)
    private static func hexValue(_ byte: UInt8) -> UInt8 {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte &- UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte &- UInt8(ascii: "a") &+ 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte &- UInt8(ascii: "A") &+ 10
        default: 0xFF
        }
    }

    // MARK: - Positions and messages

    private mutating func position(at offset: Int) -> SourcePosition {
        tracker.position(at: offset)
    }

    /// The source text of a range of bytes (for messages).
    private func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// What is at `offset`, for "found …" in messages: a whole unquoted word, or one character.
    private func describe(at offset: Int) -> String {
        guard offset < bytes.count else { return "the end of the file" }
        let byte = bytes[offset]
        if Self.isUnquotedCharacter(byte) {
            var end = offset + 1
            while end < bytes.count && end - offset < 40 && Self.isUnquotedCharacter(bytes[end]) { end += 1 }
            let more = end < bytes.count && Self.isUnquotedCharacter(bytes[end]) ? "…" : ""
            return "'\(text(offset..<end))\(more)'"
        }
        switch byte {
        case 0x20: return "a space"
        case 0x09: return "a tab"
        case 0x0A, 0x0D: return "a line break"
        case 0x21..<0x7F: return "'\(Character(Unicode.Scalar(byte)))'"
        case ..<0x80: return "the control character \(Self.codePoint(UInt32(byte)))"
        default:
            var end = offset + 1
            while end < bytes.count && bytes[end] & 0xC0 == 0x80 { end += 1 }
            let character = text(offset..<end)
            let scalar = character.unicodeScalars.first!.value
            return "'\(character)' (\(Self.codePoint(scalar)))"
        }
    }

    private static func codePoint(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}

/// Byte values of the ASCII characters the grammar uses.
private enum Byte {
    static var openBrace: UInt8 { UInt8(ascii: "{") }
    static var closeBrace: UInt8 { UInt8(ascii: "}") }
    static var openParenthesis: UInt8 { UInt8(ascii: "(") }
    static var closeParenthesis: UInt8 { UInt8(ascii: ")") }
    static var lessThan: UInt8 { UInt8(ascii: "<") }
    static var greaterThan: UInt8 { UInt8(ascii: ">") }
    static var doubleQuote: UInt8 { UInt8(ascii: "\"") }
    static var singleQuote: UInt8 { UInt8(ascii: "'") }
    static var backslash: UInt8 { UInt8(ascii: "\\") }
    static var equals: UInt8 { UInt8(ascii: "=") }
    static var semicolon: UInt8 { UInt8(ascii: ";") }
    static var comma: UInt8 { UInt8(ascii: ",") }
    static var slash: UInt8 { UInt8(ascii: "/") }
    static var asterisk: UInt8 { UInt8(ascii: "*") }
}

/// The NeXTSTEP encoding's characters 128-255, for octal escapes (`\351` is `Ø`, `\335` is `é`).
/// 254 and 255 are not characters; CoreFoundation refuses them too.
private enum NeXTSTEP {
    static let upperHalf: [Unicode.Scalar?] = (0x80...0xFF).map { byte in
        guard let string = String(bytes: [UInt8(byte)], encoding: .nextstep),
            string.unicodeScalars.count == 1
        else { return nil }
        return string.unicodeScalars.first
    }
}
