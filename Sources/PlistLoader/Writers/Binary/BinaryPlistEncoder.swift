import Foundation

/// Appends the bytes of binary property-list objects: markers, lengths, big-endian numbers.
struct BinaryPlistEncoder {
    var bytes: [UInt8] = Array("bplist00".utf8)
    /// Bytes per object reference.
    let referenceSize: Int

    init(referenceSize: Int) {
        self.referenceSize = referenceSize
    }

    /// 1, 2, 4 or 8: the fewest bytes that hold `value` unsigned.
    static func width(of value: UInt64) -> Int {
        switch value {
        case ..<(1 << 8): 1
        case ..<(1 << 16): 2
        case ..<(1 << 32): 4
        default: 8
        }
    }

    mutating func append(_ object: BinaryPlistWriterObject) {
        switch object {
        case .scalar(let value): append(value)
        case .array(let references):
            appendMarker(0xA0, count: references.count)
            for reference in references { appendBigEndian(UInt64(reference), width: referenceSize) }
        case .dictionary(let keys, let values):
            appendMarker(0xD0, count: keys.count)
            for reference in keys + values { appendBigEndian(UInt64(reference), width: referenceSize) }
        }
    }

    private mutating func append(_ value: PlistValue) {
        switch value {
        case .boolean(let flag):
            bytes.append(flag ? 0x09 : 0x08)
        case .uid(let number):
            // 1, 2, 4 or 8 bytes, as CoreFoundation and plistlib write them.
            let width = Self.width(of: number)
            bytes.append(0x80 | UInt8(width - 1))
            appendBigEndian(number, width: width)
        case .integer(let integer):
            append(integer)
        case .real(let real):
            bytes.append(0x23)
            appendBigEndian(real.bitPattern, width: 8)
        case .date(let date):
            bytes.append(0x33)
            appendBigEndian(date.timeIntervalSinceReferenceDate.bitPattern, width: 8)
        case .data(let data):
            appendMarker(0x40, count: data.count)
            bytes += data
        case .string(let string):
            if string.utf8.allSatisfy({ $0 < 0x80 }) {
                appendMarker(0x50, count: string.utf8.count)
                bytes += string.utf8
            } else {
                let units = Array(string.utf16)
                appendMarker(0x60, count: units.count)
                for unit in units { appendBigEndian(UInt64(unit), width: 2) }
            }
        case .array, .dictionary:
            preconditionFailure("containers are written from their references")
        }
    }

    /// Non-negative values below 2^32 unsigned in 1, 2 or 4 bytes; other 64-bit values signed in 8;
    /// the rest in 16, two's complement. (The writer has refused values beyond 128 bits.)
    private mutating func append(_ integer: PlistInteger) {
        if let value = integer.int64 {
            let width = value < 0 ? 8 : Self.width(of: UInt64(value))
            appendIntegerMarker(width: width)
            appendBigEndian(UInt64(bitPattern: value), width: width)
        } else if let value = integer.int128 {
            let bits = UInt128(bitPattern: value)
            appendIntegerMarker(width: 16)
            appendBigEndian(UInt64(truncatingIfNeeded: bits >> 64), width: 8)
            appendBigEndian(UInt64(truncatingIfNeeded: bits), width: 8)
        }
    }

    private mutating func appendIntegerMarker(width: Int) {
        bytes.append(0x10 | UInt8(width.trailingZeroBitCount))
    }

    /// A marker with the count in its low four bits, or (from 15 on) 0xF and the count as an integer object.
    private mutating func appendMarker(_ type: UInt8, count: Int) {
        if count < 15 {
            bytes.append(type | UInt8(count))
        } else {
            bytes.append(type | 0x0F)
            append(PlistInteger(Int64(count)))
        }
    }

    mutating func appendBigEndian(_ value: UInt64, width: Int) {
        for index in stride(from: width - 1, through: 0, by: -1) {
            bytes.append(UInt8(truncatingIfNeeded: value >> (8 * UInt64(index))))
        }
    }
}
