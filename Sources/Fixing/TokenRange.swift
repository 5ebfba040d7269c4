/// The text a diagnostic's fix-it replaces: the string or key that starts where cdlgen points — a
/// quoted string's contents, an XML element's text, or an unquoted OpenStep word. Shared by `validate
/// --fix` and the language server's quick fixes.
public enum TokenRange {
    /// The bytes a fix-it replaces for the token starting at `offset`; nil when none starts there, or when
    /// its text is not one run (an XML element whose text holds a comment or CDATA, a string cut by a line break).
    public static func at(_ offset: Int, in bytes: [UInt8]) -> Range<Int>? {
        guard offset >= 0, offset < bytes.count else { return nil }
        switch bytes[offset] {
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            return quotedString(at: offset, in: bytes).map { $0.lowerBound + 1..<$0.upperBound - 1 }
        case UInt8(ascii: "<"):
            return elementText(at: offset, in: bytes)
        default:
            var end = offset
            while end < bytes.count, isWordByte(bytes[end]) { end += 1 }
            return end > offset ? offset..<end : nil
        }
    }

    /// The whole token starting at `offset`: a quoted string with its quotes, an XML element from its
    /// start tag to the end of its end tag, an unquoted word. What a fix-it that changes the value's type
    /// replaces (`string-boolean`: `"YES"` → `true`, `<string>YES</string>` → `<true/>`).
    public static func wholeToken(at offset: Int, in bytes: [UInt8]) -> Range<Int>? {
        guard offset >= 0, offset < bytes.count else { return nil }
        switch bytes[offset] {
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            return quotedString(at: offset, in: bytes)
        case UInt8(ascii: "<"):
            guard let text = elementText(at: offset, in: bytes),
                let close = bytes[text.upperBound...].firstIndex(of: UInt8(ascii: ">"))
            else { return nil }
            return offset..<close + 1
        default:
            return at(offset, in: bytes)
        }
    }

    /// The bytes of an unquoted OpenStep string (and any non-ASCII byte, part of a word in any format).
    public static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"), 0x80...:
            true
        default:
            false
        }
    }

    /// A string in quotes on one line, quotes included (escapes skipped over).
    private static func quotedString(at offset: Int, in bytes: [UInt8]) -> Range<Int>? {
        let quote = bytes[offset]
        var end = offset + 1
        while end < bytes.count, bytes[end] != quote, bytes[end] != UInt8(ascii: "\n") {
            end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
        }
        return end < bytes.count && bytes[end] == quote ? offset..<end + 1 : nil
    }

    /// The text of the element whose start tag is at `offset`: from after its `>` to the `</` of its end
    /// tag. Nil for an empty element (`<string/>`) and for text with markup in it (a comment, CDATA).
    private static func elementText(at offset: Int, in bytes: [UInt8]) -> Range<Int>? {
        guard let close = bytes[offset...].firstIndex(of: UInt8(ascii: ">")), close > offset, bytes[close - 1] != UInt8(ascii: "/"),
            let end = bytes[(close + 1)...].firstIndex(of: UInt8(ascii: "<")),
            end + 1 < bytes.count, bytes[end + 1] == UInt8(ascii: "/")
        else { return nil }
        return close + 1..<end
    }
}
