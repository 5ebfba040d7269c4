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
    /// Open addressing over a power-of-two table of indexes into `strings` (0: empty, else index + 1);
    /// it stops taking new strings when half full, so a probe always ends at an empty slot. Indexes rather
    /// than the strings themselves: a table of 256 optional strings cost a file more to create and destroy
    /// than all its lookups.
    private var slots = [UInt8](repeating: 0, count: slotCount)
    private var strings: [String] = []

    init() {
        strings.reserveCapacity(64)
    }

    mutating func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        guard bytes.count <= Self.maxLength, let base = bytes.baseAddress else {
            return String(decoding: bytes, as: UTF8.self)
        }
        // FNV-1a: short keys, and no need to resist collisions a file could engineer (a probe ends early).
        var hash: UInt32 = 2_166_136_261
        for byte in bytes { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        var index = Int(hash) & (Self.slotCount - 1)
        while slots[index] != 0 {
            let existing = strings[Int(slots[index]) - 1]
            if Self.equal(existing, base, bytes.count) { return existing }
            index = (index + 1) & (Self.slotCount - 1)
        }
        let string = String(decoding: bytes, as: UTF8.self)
        if strings.count < Self.slotCount / 2 {
            strings.append(string)
            slots[index] = UInt8(strings.count)
        }
        return string
    }

    private static func equal(_ string: String, _ bytes: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        var string = string
        return string.withUTF8 { utf8 in utf8.count == count && (count == 0 || memcmp(utf8.baseAddress!, bytes, count) == 0) }
    }
}
