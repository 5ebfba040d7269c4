/// The text a diagnostic's fix-it replaces: the string or key that starts where cdlgen points — a
/// quoted string's contents, an XML element's text, or an unquoted OpenStep word.
enum TokenRange {
    static func at(_ offset: Int, in bytes: [UInt8]) -> Range<Int>? {
        guard offset >= 0, offset < bytes.count else { return nil }
        switch bytes[offset] {
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            let quote = bytes[offset]
            var end = offset + 1
            while end < bytes.count, bytes[end] != quote, bytes[end] != UInt8(ascii: "\n") {
                end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
            }
            return end < bytes.count && bytes[end] == quote ? offset + 1..<end : nil
        case UInt8(ascii: "<"):
            guard let close = bytes[offset...].firstIndex(of: UInt8(ascii: ">")), bytes[close - 1] != UInt8(ascii: "/") else { return nil }
            let end = bytes[(close + 1)...].firstIndex(of: UInt8(ascii: "<")) ?? bytes.count
            return close + 1..<end
        default:
            var end = offset
            while end < bytes.count, isWordByte(bytes[end]) { end += 1 }
            return end > offset ? offset..<end : nil
        }
    }

    /// The bytes of an unquoted OpenStep string (and any non-ASCII byte, part of a word in any format).
    static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"), 0x80...:
            true
        default:
            false
        }
    }
}
