/// Reads a JSON document (RFC 8259) into a ``PlistNode`` tree in which every node knows where it starts.
///
/// Hand-written rather than built on Foundation's `JSONSerialization`, because that returns bare values
/// and loses every position a diagnostic needs (it also folds booleans and numbers into `NSNumber`).
///
/// Mapping onto property-list values:
/// - objects become dictionaries that keep every member in file order, duplicate keys included (a
///   validator warns about duplicates; lookups take the last);
/// - arrays, strings and `true`/`false` map directly;
/// - a number without a fraction or an exponent is an integer of up to 128 bits and a sign; any other
///   number is a real, which must be finite;
/// - `null` is an error: property lists have no null value.
///
/// Every node's position is where its token starts (`{`, `[`, the opening quote, the first character of
/// a number or literal); a dictionary entry's key position is its key's opening quote.
///
/// The parser is iterative, with an explicit stack of open containers, so the depth of the input can
/// never overflow the call stack whatever `PlistLimits.maxDepth` is set to, and it runs over the raw
/// bytes without Foundation. Strings without escapes are made straight from their bytes; only a string
/// with escapes is copied into a scratch buffer first.
struct JSONPlistReader {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let limits: PlistLimits
    /// The next byte to read.
    private var index = 0
    /// Values and keys read so far, against `limits.maxNodes`.
    private var nodeCount = 0
    private var tracker: LineColumnTracker

    /// `bytes` must be valid UTF-8 without a byte order mark or NUL bytes (``SourceTextDecoder`` sees to it).
    init(_ bytes: UnsafeBufferPointer<UInt8>, limits: PlistLimits) {
        self.bytes = bytes
        self.limits = limits
        self.tracker = LineColumnTracker(bytes)
    }

    /// Parses the whole buffer as one JSON value, with nothing but whitespace around it.
    mutating func readDocument() throws(PlistError) -> PlistNode {
        index = 0
        skipWhitespace()
        let root = try readValueTree()
        skipWhitespace()
        if index < bytes.count {
            let found = describe(at: index)
            let hint = found.hasPrefix("a comment") ? "" : "; a JSON file holds exactly one value"
            throw .syntax("unexpected text after the end of the JSON value: found \(found)\(hint)", at: position(at: index))
        }
        return root
    }

    // MARK: - Structure

    /// Reads one value, containers and all. On entry `index` is at the value's first byte.
    private mutating func readValueTree() throws(PlistError) -> PlistNode {
        var stack: [OpenContainer] = []
        var value: PlistNode

        reading: while true {
            // Read a scalar value, or open a container and go on to its first member.
            guard index < bytes.count else {
                throw .syntax("expected a value, found the end of the file\(unclosed(stack))", at: position(at: index))
            }
            let start = index
            try countNode(at: start)
            switch bytes[start] {
            case UInt8(ascii: "{"):
                let position = position(at: start)
                try checkDepth(stack.count + 1, at: position)
                index += 1
                skipWhitespace()
                if index < bytes.count && bytes[index] == UInt8(ascii: "}") {
                    index += 1
                    value = PlistNode(.dictionary(PlistDictionary()), at: position)
                } else {
                    var frame = OpenContainer(isDictionary: true, position: position)
                    try readKey(into: &frame, afterComma: false)
                    stack.append(frame)
                    continue reading
                }
            case UInt8(ascii: "["):
                let position = position(at: start)
                try checkDepth(stack.count + 1, at: position)
                index += 1
                skipWhitespace()
                if index < bytes.count && bytes[index] == UInt8(ascii: "]") {
                    index += 1
                    value = PlistNode(.array([]), at: position)
                } else {
                    stack.append(OpenContainer(isDictionary: false, position: position))
                    continue reading
                }
            case UInt8(ascii: "\""):
                let position = position(at: start)
                value = PlistNode(.string(try readString(openingQuote: position)), at: position)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                value = try readNumber()
            case UInt8(ascii: "t"):
                guard matchLiteral("true") else { throw expectedValue() }
                value = PlistNode(.boolean(true), at: position(at: start))
            case UInt8(ascii: "f"):
                guard matchLiteral("false") else { throw expectedValue() }
                value = PlistNode(.boolean(false), at: position(at: start))
            case UInt8(ascii: "n"):
                guard matchLiteral("null") else { throw expectedValue() }
                throw .syntax(
                    "null is not allowed: property lists have no null value; remove the key or give it a value",
                    at: position(at: start))
            default:
                throw expectedValue()
            }

            // Hand the value to the innermost open container, closing every container that ends here.
            while !stack.isEmpty {
                // Not `stack.indices.last`, which is slow in a debug build
                // (docs/PERFORMANCE.md, "The comments' figures").
                let top = stack.count - 1
                skipWhitespace()
                let next: UInt8? = index < bytes.count ? bytes[index] : nil
                if stack[top].isDictionary {
                    stack[top].entries.append(
                        PlistDictionaryEntry(key: stack[top].key, keyPosition: stack[top].keyPosition, value: value))
                    if next == UInt8(ascii: ",") {
                        let comma = index
                        index += 1
                        skipWhitespace()
                        if index < bytes.count && bytes[index] == UInt8(ascii: "}") {
                            throw trailingComma(at: comma, before: "}")
                        }
                        try readKey(into: &stack[top], afterComma: true)
                        continue reading
                    }
                    guard next == UInt8(ascii: "}") else {
                        throw .syntax(
                            "expected ',' or '}' after an object member, found \(describe(at: index))\(unclosed(stack))",
                            at: position(at: index))
                    }
                    index += 1
                    value = stack.removeLast().node
                } else {
                    stack[top].elements.append(value)
                    if next == UInt8(ascii: ",") {
                        let comma = index
                        index += 1
                        skipWhitespace()
                        if index < bytes.count && bytes[index] == UInt8(ascii: "]") {
                            throw trailingComma(at: comma, before: "]")
                        }
                        continue reading
                    }
                    guard next == UInt8(ascii: "]") else {
                        throw .syntax(
                            "expected ',' or ']' after an array element, found \(describe(at: index))\(unclosed(stack))",
                            at: position(at: index))
                    }
                    index += 1
                    value = stack.removeLast().node
                }
            }
            return value
        }
    }

    /// Reads `"key" :` and the whitespace after it into `frame`. On entry `index` is past any whitespace.
    private mutating func readKey(into frame: inout OpenContainer, afterComma: Bool) throws(PlistError) {
        guard index < bytes.count && bytes[index] == UInt8(ascii: "\"") else {
            let expected = afterComma ? "expected a string key after ','" : "expected a string key or '}'"
            var hint = ""
            if index < bytes.count && isWordByte(bytes[index]) {
                hint = "; keys in JSON must be in double quotes"
            } else if index < bytes.count && bytes[index] == UInt8(ascii: "'") {
                hint = "; JSON uses double quotes, not single quotes"
            }
            throw .syntax("\(expected), found \(describe(at: index))\(hint)", at: position(at: index))
        }
        try countNode(at: index)
        let keyPosition = position(at: index)
        let key = try readString(openingQuote: keyPosition)
        skipWhitespace()
        guard index < bytes.count && bytes[index] == UInt8(ascii: ":") else {
            throw .syntax(
                "expected ':' after the key \"\(abbreviated(key))\", found \(describe(at: index))", at: position(at: index))
        }
        index += 1
        skipWhitespace()
        frame.key = key
        frame.keyPosition = keyPosition
    }

    /// Counts the value or key that starts at `offset`, which may be one too many.
    @inline(__always)
    private mutating func countNode(at offset: Int) throws(PlistError) {
        nodeCount += 1
        if nodeCount > limits.maxNodes { throw limits.tooManyNodes(at: position(at: offset)) }
    }

    private func checkDepth(_ depth: Int, at position: SourcePosition) throws(PlistError) {
        if depth > limits.maxDepth {
            throw PlistError(.limitExceeded, "nesting deeper than \(limits.maxDepth) levels", at: position)
        }
    }

    // The error points at the comma, not at the bracket after it: the comma is what has to go, and the
    // bracket may be lines further down.
    private mutating func trailingComma(at comma: Int, before bracket: String) -> PlistError {
        .syntax("a trailing comma is not allowed in JSON: remove the ',' before '\(bracket)'", at: position(at: comma))
    }

    /// For an error at the end of the file: which container was left open.
    private func unclosed(_ stack: [OpenContainer]) -> String {
        guard index >= bytes.count, let innermost = stack.last else { return "" }
        return " (the \(innermost.isDictionary ? "object" : "array") opened at \(innermost.position) is never closed)"
    }

    /// The error for a byte that cannot start a value, with a hint for the usual mistakes.
    private mutating func expectedValue() -> PlistError {
        let at = position(at: index)
        guard index < bytes.count else { return .syntax("expected a value, found the end of the file", at: at) }
        let byte = bytes[index]
        let next: UInt8? = index + 1 < bytes.count ? bytes[index + 1] : nil
        if byte == UInt8(ascii: "+") {
            return .syntax("invalid number \(numberText(from: index)): a JSON number cannot start with '+'", at: at)
        }
        if byte == UInt8(ascii: "."), let next, isDigit(next) {
            return .syntax(
                "invalid number \(numberText(from: index)): JSON needs a digit before the decimal point (write 0\(numberText(from: index, quoted: false)))",
                at: at)
        }
        let found = describe(at: index)
        let hint: String
        if found == "'NaN'" || found == "'Infinity'" {
            hint = "; JSON has no NaN or infinite numbers"
        } else if isWordByte(byte) {
            hint = "; text in JSON must be in double quotes"
        } else if byte == UInt8(ascii: "'") {
            hint = "; JSON strings use double quotes, not single quotes"
        } else {
            hint = ""
        }
        return .syntax("expected a value, found \(found)\(hint)", at: at)
    }

    // MARK: - Scalars

    /// Reads a string whose opening quote is at `index`, leaving `index` after its closing quote.
    private mutating func readString(openingQuote: SourcePosition) throws(PlistError) -> String {
        let start = index + 1
        var i = start
        let count = bytes.count
        // Eight bytes at a time while none of them is a quote, a backslash or a control character.
        if let base = bytes.baseAddress {
            let ones: UInt64 = 0x0101_0101_0101_0101
            let highs: UInt64 = 0x8080_8080_8080_8080
            while i + 8 <= count {
                let word = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
                let quotes = word ^ (ones &* UInt64(UInt8(ascii: "\"")))
                let backslashes = word ^ (ones &* UInt64(UInt8(ascii: "\\")))
                let special =
                    ((quotes &- ones) & ~quotes) | ((backslashes &- ones) & ~backslashes)
                    | ((word &- ones &* 0x20) & ~word)
                if special & highs != 0 { break }
                i += 8
            }
        }
        while i < count {
            let byte = bytes[i]
            if byte == UInt8(ascii: "\"") {
                index = i + 1
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") || byte < 0x20 { break }
            i += 1
        }
        return try readEscapedString(contentStart: start, from: i, openingQuote: openingQuote)
    }

    /// The slow path of ``readString(openingQuote:)``: `bytes[contentStart..<from]` are plain, and `from`
    /// is at a backslash, a control character or the end of the buffer.
    private mutating func readEscapedString(
        contentStart: Int, from: Int, openingQuote: SourcePosition
    ) throws(PlistError) -> String {
        var buffer = [UInt8]()
        buffer.reserveCapacity(from - contentStart + 16)
        buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[contentStart..<from]))
        var i = from
        let count = bytes.count
        while i < count {
            let byte = bytes[i]
            if byte == UInt8(ascii: "\"") {
                index = i + 1
                return String(decoding: buffer, as: UTF8.self)
            }
            if byte < 0x20 {
                throw .syntax(
                    "a control character (\(Self.scalarName(UInt32(byte)))) inside a string must be escaped\(Self.controlHint(byte))",
                    at: position(at: i))
            }
            guard byte == UInt8(ascii: "\\") else {
                buffer.append(byte)
                i += 1
                continue
            }
            guard i + 1 < count else { break }
            let escape = bytes[i + 1]
            switch escape {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(escape)
            case UInt8(ascii: "b"): buffer.append(0x08)
            case UInt8(ascii: "f"): buffer.append(0x0C)
            case UInt8(ascii: "n"): buffer.append(0x0A)
            case UInt8(ascii: "r"): buffer.append(0x0D)
            case UInt8(ascii: "t"): buffer.append(0x09)
            case UInt8(ascii: "u"):
                i = try readUnicodeEscape(at: i, into: &buffer, openingQuote: openingQuote)
                continue
            default:
                throw .syntax(
                    "invalid escape '\\\(describeScalar(at: i + 1, quoted: false))' in a string; JSON allows \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX",
                    at: position(at: i))
            }
            i += 2
        }
        throw unterminatedString(at: openingQuote)
    }

    /// Reads `\uXXXX` (two of them for a surrogate pair) at `backslash`, appends the character as UTF-8
    /// and returns the offset after the escape.
    private mutating func readUnicodeEscape(
        at backslash: Int, into buffer: inout [UInt8], openingQuote: SourcePosition
    ) throws(PlistError) -> Int {
        let unit = try hexQuad(at: backslash + 2, escapeAt: backslash, openingQuote: openingQuote)
        var scalar = unit
        var end = backslash + 6
        switch unit {
        case 0xD800...0xDBFF:
            let low: UInt32?
            if end + 1 < bytes.count && bytes[end] == UInt8(ascii: "\\") && bytes[end + 1] == UInt8(ascii: "u") {
                low = try hexQuad(at: end + 2, escapeAt: end, openingQuote: openingQuote)
            } else {
                low = nil
            }
            guard let low, (0xDC00...0xDFFF).contains(low) else {
                throw .syntax(
                    "a lone surrogate: \\u\(Self.hex4(unit)) must be followed by a low surrogate \\uDC00...\\uDFFF to make one character",
                    at: position(at: backslash))
            }
            scalar = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
            end += 6
        case 0xDC00...0xDFFF:
            throw .syntax(
                "a lone surrogate: \\u\(Self.hex4(unit)) is a low surrogate without a high surrogate \\uD800...\\uDBFF before it",
                at: position(at: backslash))
        default:
            break
        }
        Self.appendUTF8(scalar, to: &buffer)
        return end
    }

    /// The four hexadecimal digits at `offset` of the `\u` escape at `escapeAt`.
    private mutating func hexQuad(at offset: Int, escapeAt: Int, openingQuote: SourcePosition) throws(PlistError) -> UInt32 {
        var value: UInt32 = 0
        for i in offset..<offset + 4 {
            guard i < bytes.count else { throw unterminatedString(at: openingQuote) }
            let byte = bytes[i]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default:
                throw .syntax("invalid \\u escape: \\u must be followed by four hexadecimal digits", at: position(at: escapeAt))
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    private func unterminatedString(at openingQuote: SourcePosition) -> PlistError {
        .syntax("unterminated string: the file ends before its closing '\"'", at: openingQuote)
    }

    /// Reads a number at `index`: an integer when it has neither fraction nor exponent, else a real.
    private mutating func readNumber() throws(PlistError) -> PlistNode {
        let start = index
        let position = position(at: start)
        let count = bytes.count
        var i = start
        let negative = bytes[i] == UInt8(ascii: "-")
        if negative { i += 1 }
        guard i < count && isDigit(bytes[i]) else {
            let text = numberText(from: start)
            let reason =
                text == "'-Infinity'" ? "JSON has no NaN or infinite numbers" : "expected a digit after '-'"
            throw .syntax("invalid number \(text): \(reason)", at: position)
        }
        var magnitude: UInt64 = 0
        var overflow = false
        if bytes[i] == UInt8(ascii: "0") {
            i += 1
            if i < count && isDigit(bytes[i]) {
                throw .syntax("invalid number \(numberText(from: start)): a leading zero is not allowed in JSON", at: position)
            }
            if i < count && bytes[i] | 0x20 == UInt8(ascii: "x") {
                throw .syntax("invalid number \(numberText(from: start)): JSON has no hexadecimal numbers", at: position)
            }
        } else {
            while i < count && isDigit(bytes[i]) {
                let (times10, o1) = magnitude.multipliedReportingOverflow(by: 10)
                let (sum, o2) = times10.addingReportingOverflow(UInt64(bytes[i] - UInt8(ascii: "0")))
                magnitude = sum
                overflow = overflow || o1 || o2
                i += 1
            }
        }
        var isReal = false
        if i < count && bytes[i] == UInt8(ascii: ".") {
            isReal = true
            i += 1
            guard i < count && isDigit(bytes[i]) else {
                throw .syntax(
                    "invalid number \(numberText(from: start)): expected a digit after the decimal point", at: position)
            }
            while i < count && isDigit(bytes[i]) { i += 1 }
        }
        if i < count && bytes[i] | 0x20 == UInt8(ascii: "e") {
            isReal = true
            i += 1
            if i < count && (bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-")) { i += 1 }
            guard i < count && isDigit(bytes[i]) else {
                throw .syntax("invalid number \(numberText(from: start)): expected a digit in the exponent", at: position)
            }
            while i < count && isDigit(bytes[i]) { i += 1 }
        }
        // A letter, a digit or a dot straight after a number means the whole token is malformed ("1.2.3",
        // "12px"); say so here rather than complain about the text after it.
        if i < count && (isWordByte(bytes[i]) || bytes[i] == UInt8(ascii: ".")) {
            throw .syntax("invalid number \(numberText(from: start)): not a JSON number", at: position)
        }
        index = i

        if isReal {
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)
            guard let real = Double(text), real.isFinite else {
                throw .syntax(
                    "real out of range: \(numberText(from: start)) is too large for a 64-bit floating-point number",
                    at: position)
            }
            return PlistNode(.real(real), at: position)
        }
        if !overflow {
            return PlistNode(.integer(PlistInteger(isNegative: negative, magnitude: UInt128(magnitude))), at: position)
        }
        // Beyond 64 bits (rare): parse the digits again, 128 bits wide.
        let digits = String(decoding: UnsafeBufferPointer(rebasing: bytes[(negative ? start + 1 : start)..<i]), as: UTF8.self)
        guard let integer = PlistInteger(isNegative: negative, digits: digits) else {
            throw .syntax(
                "integer out of range: \(numberText(from: start)) has more than 128 bits", at: position)
        }
        return PlistNode(.integer(integer), at: position)
    }

    /// Whether the literal `word` is at `index` and ends there; if so, moves past it.
    private mutating func matchLiteral(_ word: StaticString) -> Bool {
        let length = word.utf8CodeUnitCount
        guard index + length <= bytes.count else { return false }
        let matches = word.withUTF8Buffer { literal in
            for k in 0..<length where bytes[index + k] != literal[k] { return false }
            return true
        }
        guard matches, index + length == bytes.count || !isWordByte(bytes[index + length]) else { return false }
        index += length
        return true
    }

    // MARK: - Bytes

    @inline(__always)
    private mutating func skipWhitespace() {
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            guard byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 else { return }
            index += 1
        }
    }

    @inline(__always)
    private mutating func position(at offset: Int) -> SourcePosition {
        tracker.position(at: offset)
    }

    @inline(__always)
    private func isDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10
    }

    /// ASCII letters, digits and `_`: the bytes of a bare word.
    @inline(__always)
    private func isWordByte(_ byte: UInt8) -> Bool {
        let lower = byte | 0x20
        return (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z")) || isDigit(byte) || byte == UInt8(ascii: "_")
    }

    // MARK: - Describing what was found

    /// What is at `offset`, for "found ..." in a message: a bare word whole, a comment, or one character.
    private func describe(at offset: Int) -> String {
        guard offset < bytes.count else { return "the end of the file" }
        let byte = bytes[offset]
        if byte == UInt8(ascii: "/") && offset + 1 < bytes.count {
            if bytes[offset + 1] == UInt8(ascii: "/") { return "a comment ('//'); JSON has no comments" }
            if bytes[offset + 1] == UInt8(ascii: "*") { return "a comment ('/*'); JSON has no comments" }
        }
        if byte == UInt8(ascii: "'") { return "a single quote" }
        if isWordByte(byte) {
            var end = offset
            while end < bytes.count && isWordByte(bytes[end]) { end += 1 }
            return "'\(abbreviated(offset..<end))'"
        }
        return describeScalar(at: offset, quoted: true)
    }

    /// The character at `offset`, in quotes, or as U+XXXX when it would be invisible or confusing.
    private func describeScalar(at offset: Int, quoted: Bool) -> String {
        let lead = bytes[offset]
        let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        let end = min(offset + length, bytes.count)
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<end]), as: UTF8.self)
        guard let scalar = text.unicodeScalars.first else { return "U+FFFD" }
        let properties = scalar.properties
        if scalar.value < 0x20 || (0x7F...0xA0).contains(scalar.value) || properties.isWhitespace
            || properties.generalCategory == .format
        {
            return Self.scalarName(scalar.value)
        }
        return quoted ? "'\(text)'" : text
    }

    /// The text of the malformed number (or would-be number) at `offset`, in quotes for a message.
    private func numberText(from offset: Int, quoted: Bool = true) -> String {
        var end = offset
        while end < bytes.count {
            let byte = bytes[end]
            guard isWordByte(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
            else { break }
            end += 1
        }
        let text = abbreviated(offset..<end)
        return quoted ? "'\(text)'" : text
    }

    private func abbreviated(_ range: Range<Int>) -> String {
        let limit = 40
        let end = range.count > limit ? range.lowerBound + limit : range.upperBound
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[range.lowerBound..<end]), as: UTF8.self)
        return end < range.upperBound ? text + "..." : text
    }

    private func abbreviated(_ text: String) -> String {
        text.unicodeScalars.count > 40 ? String(String.UnicodeScalarView(text.unicodeScalars.prefix(40))) + "..." : text
    }

    private static func controlHint(_ byte: UInt8) -> String {
        switch byte {
        case 0x0A, 0x0D: " (write \\n for a line break; or is the string missing its closing '\"'?)"
        case 0x09: " (write \\t for a tab)"
        default: " (write \\u\(hex4(UInt32(byte))))"
        }
    }

    private static func scalarName(_ value: UInt32) -> String {
        "U+" + hex4(value)
    }

    private static func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    private static func appendUTF8(_ scalar: UInt32, to buffer: inout [UInt8]) {
        switch scalar {
        case ..<0x80:
            buffer.append(UInt8(scalar))
        case ..<0x800:
            buffer.append(UInt8(0xC0 | scalar >> 6))
            buffer.append(UInt8(0x80 | scalar & 0x3F))
        case ..<0x10000:
            buffer.append(UInt8(0xE0 | scalar >> 12))
            buffer.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            buffer.append(UInt8(0x80 | scalar & 0x3F))
        default:
            buffer.append(UInt8(0xF0 | scalar >> 18))
            buffer.append(UInt8(0x80 | scalar >> 12 & 0x3F))
            buffer.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            buffer.append(UInt8(0x80 | scalar & 0x3F))
        }
    }
}
