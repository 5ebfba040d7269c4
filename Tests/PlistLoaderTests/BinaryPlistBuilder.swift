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

    static func array(_ references: [Int]) -> [UInt8] {
        precondition(references.count < 15)
        return [0xA0 | UInt8(references.count)] + references.map { UInt8($0) }
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
