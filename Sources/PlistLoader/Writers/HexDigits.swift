/// Hexadecimal text for escapes and data.
enum HexDigits {
    private static let lowercase = Array("0123456789abcdef".utf8)

    /// `value` in upper-case hex, zero-padded to `width` digits: `padded(0x1F, width: 4)` is `001F`.
    static func padded(_ value: UInt32, width: Int) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    /// Appends a byte as two lower-case hex digits.
    static func append(_ byte: UInt8, to output: inout [UInt8]) {
        output.append(lowercase[Int(byte >> 4)])
        output.append(lowercase[Int(byte & 0x0F)])
    }
}
