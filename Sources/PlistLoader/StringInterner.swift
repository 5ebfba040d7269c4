#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Makes each distinct short string of one file once. Definitions repeat the same keys and values
/// (`rowType`, `attributeKeyPath`, `CDLTableRowTypeBooleanSwitch`) on every row; sharing one `String`
/// spares an allocation and a UTF-8 check for each repeat, and the copies cost only a retain.
///
/// The bytes must be valid UTF-8 (the loader checks the whole text first).
struct StringInterner {
    /// Longer strings are rarely repeated: labels, footers, notes.
    private static let maxLength = 48
    private static let slotCount = 256
    /// Open addressing over a power-of-two table; it stops taking new strings when half full, so a
    /// probe always ends at an empty slot.
    private var slots: [String?] = Array(repeating: nil, count: slotCount)
    private var count = 0

    mutating func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        guard bytes.count <= Self.maxLength, let base = bytes.baseAddress else {
            return String(decoding: bytes, as: UTF8.self)
        }
        // FNV-1a: short keys, and no need to resist collisions a file could engineer (a probe ends early).
        var hash: UInt32 = 2_166_136_261
        for byte in bytes { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        var index = Int(hash) & (Self.slotCount - 1)
        while let existing = slots[index] {
            if Self.equal(existing, base, bytes.count) { return existing }
            index = (index + 1) & (Self.slotCount - 1)
        }
        let string = String(decoding: bytes, as: UTF8.self)
        if count < Self.slotCount / 2 {
            slots[index] = string
            count += 1
        }
        return string
    }

    private static func equal(_ string: String, _ bytes: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        var string = string
        return string.withUTF8 { utf8 in utf8.count == count && (count == 0 || memcmp(utf8.baseAddress!, bytes, count) == 0) }
    }
}
