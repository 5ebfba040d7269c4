/// Writes binary property lists of any size for the adversarial cases: objects as bytes, references
/// and offsets as wide as the file needs. (The reader's unit tests have a builder for malformed
/// trailers; these files are well-formed containers of hostile shapes.)
struct AdversarialBinaryPlist {
    /// Each object's bytes; references are indices into this list.
    var objects: [[UInt8]] = []
    /// The width of every reference, in bytes.
    var referenceSize: Int

    init(referenceSize: Int = 1) {
        self.referenceSize = referenceSize
    }

    @discardableResult
    mutating func add(_ object: [UInt8]) -> Int {
        objects.append(object)
        return objects.count - 1
    }

    func array(_ references: [Int]) -> [UInt8] {
        Self.marker(0xA0, count: references.count) + references.flatMap { Self.bigEndian(UInt64($0), width: referenceSize) }
    }

    func dictionary(keys: [Int], values: [Int]) -> [UInt8] {
        Self.marker(0xD0, count: keys.count) + (keys + values).flatMap { Self.bigEndian(UInt64($0), width: referenceSize) }
    }

    static func ascii(_ text: String) -> [UInt8] {
        marker(0x50, count: text.utf8.count) + Array(text.utf8)
    }

    static func utf16(_ units: [UInt16]) -> [UInt8] {
        marker(0x60, count: units.count) + units.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
    }

    /// A type nibble and a count: in the low nibble below 15, else as an integer object after it.
    static func marker(_ type: UInt8, count: Int) -> [UInt8] {
        count < 15 ? [type | UInt8(count)] : [type | 0x0F, 0x13] + bigEndian(UInt64(count), width: 8)
    }

    var bytes: [UInt8] {
        var file = Array("bplist00".utf8)
        var starts: [UInt64] = []
        for object in objects {
            starts.append(UInt64(file.count))
            file += object
        }
        let table = UInt64(file.count)
        let offsetSize = table < 1 << 8 ? 1 : table < 1 << 16 ? 2 : table < 1 << 32 ? 4 : 8
        for start in starts { file += Self.bigEndian(start, width: offsetSize) }
        file += [0, 0, 0, 0, 0, 0, UInt8(offsetSize), UInt8(referenceSize)]
        file += Self.bigEndian(UInt64(objects.count), width: 8) + Self.bigEndian(0, width: 8) + Self.bigEndian(table, width: 8)
        return file
    }

    static func bigEndian(_ value: UInt64, width: Int) -> [UInt8] {
        (0..<width).map { UInt8(truncatingIfNeeded: value >> (8 * UInt64(width - 1 - $0))) }
    }
}
