/// Finds the first byte that makes a buffer invalid UTF-8 (or a NUL, which no text format allows).
///
/// Hand-written because the standard library's validation reports only success or failure, and a
/// diagnostic needs the position of the fault.
enum UTF8Validator {
    struct Fault: Equatable {
        var offset: Int
        var message: String
    }

    static func firstFault(in bytes: [UInt8]) -> Fault? {
        bytes.withUnsafeBufferPointer { firstFault(in: $0) }
    }

    static func firstFault(in bytes: UnsafeBufferPointer<UInt8>) -> Fault? {
        let count = bytes.count
        var index = 0
        while index < count {
            // 32 bytes, then eight, at a time while they are ASCII and not NUL: most definition text is.
            while index + 32 <= count,
                ASCIIWord.arePlainASCII(
                    ASCIIWord.load(bytes, at: index), ASCIIWord.load(bytes, at: index + 8), ASCIIWord.load(bytes, at: index + 16),
                    ASCIIWord.load(bytes, at: index + 24))
            {
                index += 32
            }
            while index + 8 <= count, ASCIIWord.isPlainASCII(ASCIIWord.load(bytes, at: index)) {
                index += 8
            }
            guard index < count else { break }
            let lead = bytes[index]
            if lead < 0x80 {
                if lead == 0 {
                    return Fault(offset: index, message: "the text contains a NUL character; a UTF-16 file needs a byte order mark")
                }
                index += 1
                continue
            }
            let length: Int
            let minimum: UInt32
            switch lead {
            case 0xC2...0xDF: length = 2; minimum = 0x80
            case 0xE0...0xEF: length = 3; minimum = 0x800
            case 0xF0...0xF4: length = 4; minimum = 0x10000
            default:
                return Fault(offset: index, message: "invalid UTF-8: byte 0x\(hex(lead)) cannot start a character")
            }
            guard index + length <= count else {
                return Fault(offset: index, message: "invalid UTF-8: the text ends in the middle of a character")
            }
            var scalar = UInt32(lead) & (0xFF >> (length + 1))
            for next in 1..<length {
                let byte = bytes[index + next]
                guard byte & 0xC0 == 0x80 else {
                    return Fault(offset: index, message: "invalid UTF-8: an incomplete multi-byte character")
                }
                scalar = scalar << 6 | UInt32(byte & 0x3F)
            }
            if (0xD800...0xDFFF).contains(scalar) {
                let name = "U+" + String(scalar, radix: 16, uppercase: true)
                return Fault(offset: index, message: "invalid UTF-8: a UTF-16 surrogate (\(name)), which is not a character")
            }
            if scalar < minimum || scalar > 0x10FFFF {
                return Fault(offset: index, message: "invalid UTF-8: an overlong or out-of-range character")
            }
            index += length
        }
        return nil
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return digits.count == 1 ? "0" + digits : digits
    }
}
