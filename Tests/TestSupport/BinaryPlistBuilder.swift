/// Writes binary property lists object by object, for the tests of the binary reader and the adversarial
/// cases: well-formed files of any size and hostile shape (cycles, shared subtrees, deep nesting), and,
/// through the trailer overrides, every kind of malformed one. (The product's own writer cannot make
/// these: it never shares a container and always writes a valid trailer.)
public struct BinaryPlistBuilder {
    /// Each object's bytes, in order; references are indices into this list.
    public var objects: [[UInt8]] = []
    /// The width of each offset in the table; nil for as wide as the file needs.
    public var offsetSize: Int?
    /// The width of every reference, in bytes.
    public var referenceSize: Int
    public var root = 0
    /// Overrides of the trailer's fields, for malformed files.
    public var objectCount: UInt64?
    public var offsetTableStart: UInt64?
    /// Overrides of single offsets in the table.
    public var offsets: [Int: UInt64] = [:]

    public init(referenceSize: Int = 1) {
        self.referenceSize = referenceSize
    }

    /// Appends an object; its index, for references to it.
    @discardableResult
    public mutating func add(_ object: [UInt8]) -> Int {
        objects.append(object)
        return objects.count - 1
    }

    public static func array(_ references: [Int], referenceSize: Int = 1) -> [UInt8] {
        marker(0xA0, count: references.count) + references.flatMap { bigEndian(UInt64($0), width: referenceSize) }
    }

    public static func dictionary(keys: [Int], values: [Int], referenceSize: Int = 1) -> [UInt8] {
        marker(0xD0, count: keys.count) + (keys + values).flatMap { bigEndian(UInt64($0), width: referenceSize) }
    }

    /// An array whose references have this file's width.
    public func array(_ references: [Int]) -> [UInt8] {
        Self.array(references, referenceSize: referenceSize)
    }

    /// A dictionary whose references have this file's width.
    public func dictionary(keys: [Int], values: [Int]) -> [UInt8] {
        Self.dictionary(keys: keys, values: values, referenceSize: referenceSize)
    }

    public static func ascii(_ text: String) -> [UInt8] {
        marker(0x50, count: text.utf8.count) + Array(text.utf8)
    }

    /// UTF-16 big-endian, as CoreFoundation writes every string that is not ASCII.
    public static func utf16(_ text: String) -> [UInt8] {
        utf16(units: Array(text.utf16))
    }

    /// Any code units, unpaired surrogates included.
    public static func utf16(units: [UInt16]) -> [UInt8] {
        marker(0x60, count: units.count) + units.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
    }

    /// An integer object of 1, 2, 4, 8 or 16 bytes, given as those bytes.
    public static func integer(_ bytes: [UInt8]) -> [UInt8] {
        [0x10 | UInt8(bytes.count.trailingZeroBitCount)] + bytes
    }

    public static func int(_ value: UInt8) -> [UInt8] { [0x10, value] }
    /// A keyed archive's reference, `{CF$UID = value}`, in one byte.
    public static func uid(_ value: UInt8) -> [UInt8] { [0x80, value] }
    public static func real(_ value: Float) -> [UInt8] { [0x22] + bigEndian(UInt64(value.bitPattern), width: 4) }
    public static func real(_ value: Double) -> [UInt8] { [0x23] + bigEndian(value.bitPattern, width: 8) }
    /// Seconds since 2001-01-01.
    public static func date(_ seconds: Double) -> [UInt8] { [0x33] + bigEndian(seconds.bitPattern, width: 8) }

    /// A type nibble and a count: in the low nibble below 15, else 0xF and the count as the narrowest
    /// integer object that holds it.
    public static func marker(_ type: UInt8, count: Int) -> [UInt8] {
        guard count >= 15 else { return [type | UInt8(count)] }
        let width = count < 1 << 8 ? 1 : count < 1 << 16 ? 2 : count < 1 << 32 ? 4 : 8
        return [type | 0x0F] + integer(bigEndian(UInt64(count), width: width))
    }

    public var bytes: [UInt8] {
        var file = Array("bplist00".utf8)
        var starts: [UInt64] = []
        for object in objects {
            starts.append(UInt64(file.count))
            file += object
        }
        let table = UInt64(file.count)
        let offsetSize = self.offsetSize ?? (table < 1 << 8 ? 1 : table < 1 << 16 ? 2 : table < 1 << 32 ? 4 : 8)
        for (index, start) in starts.enumerated() { file += Self.bigEndian(offsets[index] ?? start, width: offsetSize) }
        file += [0, 0, 0, 0, 0, 0, UInt8(offsetSize), UInt8(referenceSize)]
        file += Self.bigEndian(objectCount ?? UInt64(objects.count), width: 8)
        file += Self.bigEndian(UInt64(root), width: 8)
        file += Self.bigEndian(offsetTableStart ?? table, width: 8)
        return file
    }

    public static func bigEndian(_ value: UInt64, width: Int) -> [UInt8] {
        (0..<width).map { UInt8(truncatingIfNeeded: value >> (8 * UInt64(width - 1 - $0))) }
    }
}
