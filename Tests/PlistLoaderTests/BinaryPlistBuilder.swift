/// Writes binary property lists object by object, with control over every field of the trailer, so
/// tests can describe well-formed files and every kind of malformed one.
struct BinaryPlistBuilder {
    /// Each object's bytes, in order; references are indices into this list.
    var objects: [[UInt8]] = []
    var offsetSize = 1
    var referenceSize = 1
    var root = 0
    /// Overrides of the trailer's fields, for malformed files.
    var objectCount: UInt64?
    var offsetTableStart: UInt64?
    /// Overrides of single offsets in the table.
    var offsets: [Int: UInt64] = [:]

    /// One-byte references, so up to 256 objects.
    static func array(_ references: [Int]) -> [UInt8] {
        marker(0xA0, count: references.count) + references.map { UInt8($0) }
    }

    static func dictionary(keys: [Int], values: [Int]) -> [UInt8] {
        marker(0xD0, count: keys.count) + keys.map { UInt8($0) } + values.map { UInt8($0) }
    }

    /// UTF-16 big-endian, as CoreFoundation writes every string that is not ASCII.
    static func utf16(_ text: String) -> [UInt8] {
        marker(0x60, count: text.utf16.count) + text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
    }

    /// An integer object of 1, 2, 4, 8 or 16 bytes, given as those bytes.
    static func integer(_ bytes: [UInt8]) -> [UInt8] {
        [0x10 | UInt8(bytes.count.trailingZeroBitCount)] + bytes
    }

    static func real(_ value: Float) -> [UInt8] { [0x22] + bigEndian(UInt64(value.bitPattern), width: 4) }
    static func real(_ value: Double) -> [UInt8] { [0x23] + bigEndian(value.bitPattern, width: 8) }
    /// Seconds since 2001-01-01.
    static func date(_ seconds: Double) -> [UInt8] { [0x33] + bigEndian(seconds.bitPattern, width: 8) }

    /// A marker with the count in its low nibble, or 0xF and the count as a one-byte integer after it.
    private static func marker(_ type: UInt8, count: Int) -> [UInt8] {
        precondition(count < 256)
        return count < 15 ? [type | UInt8(count)] : [type | 0x0F, 0x10, UInt8(count)]
    }

    static func ascii(_ text: String) -> [UInt8] {
        precondition(text.utf8.count < 15)
        return [0x50 | UInt8(text.utf8.count)] + Array(text.utf8)
    }

    static func int(_ value: UInt8) -> [UInt8] { [0x10, value] }

    var bytes: [UInt8] {
        var file = Array("bplist00".utf8)
        var starts: [UInt64] = []
        for object in objects {
            starts.append(UInt64(file.count))
            file += object
        }
        let table = UInt64(file.count)
        for (index, start) in starts.enumerated() { file += Self.bigEndian(offsets[index] ?? start, width: offsetSize) }
        file += [0, 0, 0, 0, 0, 0, UInt8(offsetSize), UInt8(referenceSize)]
        file += Self.bigEndian(objectCount ?? UInt64(objects.count), width: 8)
        file += Self.bigEndian(UInt64(root), width: 8)
        file += Self.bigEndian(offsetTableStart ?? table, width: 8)
        return file
    }

    static func bigEndian(_ value: UInt64, width: Int) -> [UInt8] {
        (0..<width).map { UInt8(truncatingIfNeeded: value >> (8 * UInt64(width - 1 - $0))) }
    }
}
