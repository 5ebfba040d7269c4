import Foundation

/// Writes `bplist00`, the binary property list CoreFoundation and Python's plistlib write and read.
///
/// The layout is theirs: objects in depth-first order from the root (a dictionary's keys, then its
/// values), equal scalars stored once and referenced from every place they occur, a count of 15 or more
/// as an integer object after the marker, then the offset table and the 32-byte trailer, with offsets
/// and references as narrow as the file allows. For the same tree (keys in the same order) the bytes
/// equal plistlib's. Integers take the fewest bytes (1, 2 or 4 unsigned;
/// 8 for negative and large ones; 16 beyond 64 bits), strings are ASCII when they can be and UTF-16
/// otherwise, dates keep their fraction of a second.
///
/// Binary holds every value ``PlistLoader`` reads but integers beyond 128 bits (a ``PlistWriterError``);
/// the only loss it can record is a dictionary's duplicate key.
struct BinaryPlistWriter {
    private var state = PlistWriterState()
    private var objects: [BinaryPlistWriterObject] = []
    /// Where each scalar already stands in `objects`, so it is written once.
    private var scalarIndexes: [BinaryPlistScalarKey: Int] = [:]

    static func write(_ value: PlistValue) throws(PlistWriterError) -> PlistWriterOutput {
        var writer = BinaryPlistWriter()
        _ = try writer.flatten(value, position: nil)
        return writer.state.output(writer.encoded())
    }

    /// Adds `value` (and, for a container, everything in it) to `objects`; returns its index.
    private mutating func flatten(_ value: PlistValue, position: SourcePosition?) throws(PlistWriterError) -> Int {
        switch value {
        case .array(let elements):
            let index = objects.count
            objects.append(.array([]))
            var references: [Int] = []
            references.reserveCapacity(elements.count)
            for (offset, element) in elements.enumerated() {
                state.enter(.index(offset))
                references.append(try flatten(element.value, position: element.position))
                state.leave()
            }
            objects[index] = .array(references)
            return index
        case .dictionary(let dictionary):
            let index = objects.count
            objects.append(.dictionary(keys: [], values: []))
            let entries = state.winningEntries(of: dictionary)
            var keys: [Int] = []
            keys.reserveCapacity(entries.count)
            for entry in entries { keys.append(try flatten(.string(entry.key), position: entry.keyPosition)) }
            var values: [Int] = []
            values.reserveCapacity(entries.count)
            for entry in entries {
                state.enter(.key(entry.key))
                values.append(try flatten(entry.value.value, position: entry.value.position))
                state.leave()
            }
            objects[index] = .dictionary(keys: keys, values: values)
            return index
        default:
            if case .integer(let integer) = value, integer.int128 == nil {
                throw state.unrepresentable("a binary property list cannot hold the integer \(integer): it has more than 127 bits")
            }
            let key = BinaryPlistScalarKey(value)
            if let index = scalarIndexes[key] { return index }
            objects.append(.scalar(value))
            scalarIndexes[key] = objects.count - 1
            return objects.count - 1
        }
    }

    /// The file: header, objects, offset table, trailer.
    private func encoded() -> [UInt8] {
        // Widths as CoreFoundation and plistlib choose them, from the object count and the table's offset
        // (one more than strictly needed at the edges), so the bytes are the same as theirs.
        var encoder = BinaryPlistEncoder(referenceSize: BinaryPlistEncoder.width(of: UInt64(objects.count)))
        var offsets: [Int] = []
        offsets.reserveCapacity(objects.count)
        for object in objects {
            offsets.append(encoder.bytes.count)
            encoder.append(object)
        }
        let offsetTableStart = encoder.bytes.count
        let offsetSize = BinaryPlistEncoder.width(of: UInt64(offsetTableStart))
        for offset in offsets { encoder.appendBigEndian(UInt64(offset), width: offsetSize) }
        encoder.bytes += [0, 0, 0, 0, 0, 0, UInt8(offsetSize), UInt8(encoder.referenceSize)]
        encoder.appendBigEndian(UInt64(objects.count), width: 8)
        encoder.appendBigEndian(0, width: 8)  // The root is the first object.
        encoder.appendBigEndian(UInt64(offsetTableStart), width: 8)
        return encoder.bytes
    }
}
