import Foundation

/// Reads binary property lists (`bplist00`, Apple's format: objects, an offset table, a 32-byte
/// trailer) into the same tree as the text readers, each node at the byte offset of its object.
///
/// Everything in the file is a claim to check: the trailer's sizes, every offset, every reference, every
/// length. Objects may be shared, so a small file can describe a huge tree (or a cycle): a first pass
/// counts what the root expands to, remembering each object's count, and refuses cycles and trees over
/// `PlistLimits.maxBinaryNodes` (or `maxNodes`: keys count as nodes, as in the text formats) before a
/// single node is built.
struct BinaryPlistReader {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let trailer: BinaryPlistTrailer
    private let limits: PlistLimits

    static func read(_ bytes: [UInt8], limits: PlistLimits) throws(PlistError) -> PlistNode {
        try bytes.withUnsafeBufferPointer { buffer throws(PlistError) -> PlistNode in
            let reader = BinaryPlistReader(bytes: buffer, trailer: try BinaryPlistTrailer(buffer), limits: limits)
            var sizes: [Int: Int] = [:]
            var path: Set<Int> = []
            _ = try reader.expandedSize(of: reader.trailer.rootObject, depth: 1, sizes: &sizes, path: &path)
            return try reader.node(reader.trailer.rootObject)
        }
    }

    // MARK: - The tree

    /// Builds the node of an object. The counting pass has already ruled out cycles, depth and size.
    private func node(_ index: Int) throws(PlistError) -> PlistNode {
        let offset = try self.offset(of: index)
        switch try object(at: offset) {
        case .scalar(let value):
            return PlistNode(value, at: .byteOffset(offset))
        case .array(let elements):
            var nodes: [PlistNode] = []
            nodes.reserveCapacity(elements.count)
            for element in elements { nodes.append(try node(element)) }
            return PlistNode(.array(nodes), at: .byteOffset(offset))
        case .dictionary(let keys, let values):
            var entries: [PlistDictionaryEntry] = []
            entries.reserveCapacity(keys.count)
            for (key, value) in zip(keys, values) {
                let keyNode = try node(key)
                guard case .string(let name) = keyNode.value else {
                    throw .syntax("a dictionary key is \(keyNode.value.typeNameWithArticle); keys must be strings", at: keyNode.position)
                }
                entries.append(PlistDictionaryEntry(key: name, keyPosition: keyNode.position, value: try node(value)))
            }
            return PlistNode(.dictionary(PlistDictionary(entries: entries)), at: .byteOffset(offset))
        }
    }

    /// How many nodes an object expands to, shared references counted each time; throws on a cycle,
    /// too deep a nesting, or more nodes than the limit.
    private func expandedSize(of index: Int, depth: Int, sizes: inout [Int: Int], path: inout Set<Int>) throws(PlistError) -> Int {
        if let known = sizes[index] { return known }
        let offset = try self.offset(of: index)
        guard !path.contains(index) else {
            throw .syntax("object \(index) contains itself (a reference cycle)", at: .byteOffset(offset))
        }
        let children: [Int]
        switch try object(at: offset) {
        case .scalar: children = []
        case .array(let elements): children = elements
        case .dictionary(let keys, let values): children = keys + values
        }
        if !children.isEmpty && depth > limits.maxDepth {
            throw PlistError(.limitExceeded, "containers nest more than \(limits.maxDepth) deep", at: .byteOffset(offset))
        }
        path.insert(index)
        var total = 1
        for child in children {
            total += try expandedSize(of: child, depth: depth + 1, sizes: &sizes, path: &path)
            if total > limits.maxBinaryNodes {
                throw PlistError(
                    .limitExceeded,
                    "the objects expand to more than \(limits.maxBinaryNodes) nodes (shared references count each time they are used)",
                    at: .byteOffset(offset))
            }
            if total > limits.maxNodes { throw limits.tooManyNodes(at: .byteOffset(offset)) }
        }
        path.remove(index)
        sizes[index] = total
        return total
    }

    // MARK: - Objects

    /// Where object `index` starts, from the offset table.
    private func offset(of index: Int) throws(PlistError) -> Int {
        let entry = trailer.offsetTableStart + index * trailer.offsetSize
        let offset = BinaryPlistTrailer.uint(bytes, at: entry, width: trailer.offsetSize)
        guard offset >= UInt64(BinaryPlistTrailer.headerSize), offset < UInt64(trailer.offsetTableStart) else {
            throw .syntax("object \(index)'s offset (\(offset)) lies outside the file's objects", at: .byteOffset(entry))
        }
        return Int(offset)
    }

    private func object(at offset: Int) throws(PlistError) -> BinaryPlistObject {
        let marker = bytes[offset]
        let info = Int(marker & 0x0F)
        let at = SourcePosition.byteOffset(offset)
        switch marker >> 4 {
        case 0x0:
            switch marker {
            case 0x08: return .scalar(.boolean(false))
            case 0x09: return .scalar(.boolean(true))
            default: throw .syntax(String(format: "object marker 0x%02X is not a value property lists hold (null or fill)", marker), at: at)
            }
        case 0x1:
            return .scalar(.integer(try integer(at: offset + 1, width: 1 << info, marker: offset)))
        case 0x2:
            guard info == 2 || info == 3 else { throw .syntax("a real must be 4 or 8 bytes, not \(1 << info)", at: at) }
            let bits = try fixed(at: offset + 1, width: 1 << info, object: offset)
            return .scalar(.real(info == 2 ? Double(Float(bitPattern: UInt32(bits))) : Double(bitPattern: bits)))
        case 0x3:
            guard marker == 0x33 else { throw .syntax(String(format: "a date's marker must be 0x33, not 0x%02X", marker), at: at) }
            let seconds = Double(bitPattern: try fixed(at: offset + 1, width: 8, object: offset))
            guard seconds.isFinite else { throw .syntax("a date is \(seconds), not a point in time", at: at) }
            return .scalar(.date(Date(timeIntervalSinceReferenceDate: seconds)))
        case 0x4:
            let (start, count) = try contents(of: offset, info: info, unit: 1)
            return .scalar(.data(Array(bytes[start..<(start + count)])))
        case 0x5:
            let (start, count) = try contents(of: offset, info: info, unit: 1)
            let text = UnsafeBufferPointer(rebasing: bytes[start..<(start + count)])
            if let bad = text.firstIndex(where: { $0 >= 0x80 }) {
                throw .syntax(String(format: "byte 0x%02X in an ASCII string", text[bad]), at: .byteOffset(start + bad))
            }
            return .scalar(.string(String(decoding: text, as: UTF8.self)))
        case 0x6:
            let (start, count) = try contents(of: offset, info: info, unit: 2)
            return .scalar(.string(try utf16String(at: start, units: count)))
        case 0x8:
            // A UID (keyed archives): CoreFoundation's are 32-bit, and it refuses the file for a larger one.
            let value = try fixed(at: offset + 1, width: info + 1, object: offset)
            guard value <= UInt64(UInt32.max) else {
                throw .syntax("a UID of \(value) is too large: CoreFoundation reads UIDs up to \(UInt32.max)", at: at)
            }
            return .scalar(.uid(value))
        case 0xA:
            let (start, count) = try contents(of: offset, info: info, unit: trailer.referenceSize)
            return .array(try references(at: start, count: count))
        case 0xD:
            let (start, count) = try contents(of: offset, info: info, unit: 2 * trailer.referenceSize)
            let keys = try references(at: start, count: count)
            return .dictionary(keys: keys, values: try references(at: start + count * trailer.referenceSize, count: count))
        default:
            throw .syntax(String(format: "object marker 0x%02X is not one of a property list's types", marker), at: at)
        }
    }

    /// The start and element count of a variable-length object: the count is the marker's low nibble,
    /// or (when that is 0xF) the integer object that follows. The contents must end before the offset table.
    private func contents(of offset: Int, info: Int, unit: Int) throws(PlistError) -> (start: Int, count: Int) {
        var start = offset + 1, count = info
        if info == 0x0F {
            guard start < trailer.offsetTableStart, bytes[start] >> 4 == 0x1, bytes[start] & 0x0F <= 3 else {
                throw .syntax("a length must follow as an integer of 1, 2, 4 or 8 bytes", at: .byteOffset(start))
            }
            let width = 1 << Int(bytes[start] & 0x0F)
            let value = try fixed(at: start + 1, width: width, object: offset)
            guard value <= UInt64(trailer.offsetTableStart) else {
                throw .syntax("a length of \(value) runs past the file's objects", at: .byteOffset(start))
            }
            count = Int(value)
            start += 1 + width
        }
        let (size, overflow) = count.multipliedReportingOverflow(by: unit)
        guard !overflow, start <= trailer.offsetTableStart, size <= trailer.offsetTableStart - start else {
            throw .syntax("the object's \(count) elements run past the file's objects", at: .byteOffset(offset))
        }
        return (start, count)
    }

    private func references(at start: Int, count: Int) throws(PlistError) -> [Int] {
        var result: [Int] = []
        result.reserveCapacity(count)
        for index in 0..<count {
            let position = start + index * trailer.referenceSize
            let reference = BinaryPlistTrailer.uint(bytes, at: position, width: trailer.referenceSize)
            guard reference < UInt64(trailer.objectCount) else {
                throw .syntax("reference \(reference) is not one of the file's \(trailer.objectCount) objects", at: .byteOffset(position))
            }
            result.append(Int(reference))
        }
        return result
    }

    /// An unsigned big-endian field that must lie before the offset table.
    private func fixed(at start: Int, width: Int, object: Int) throws(PlistError) -> UInt64 {
        guard start + width <= trailer.offsetTableStart else {
            throw .syntax("the object's \(width) bytes run past the file's objects", at: .byteOffset(object))
        }
        return BinaryPlistTrailer.uint(bytes, at: start, width: width)
    }

    /// Integers of 1, 2 and 4 bytes are unsigned, of 8 and 16 bytes signed (CoreFoundation writes values
    /// above Int64.max in 16 bytes; it and Python's plistlib read 16 bytes as two's complement).
    private func integer(at start: Int, width: Int, marker offset: Int) throws(PlistError) -> PlistInteger {
        switch width {
        case 1, 2, 4: return PlistInteger(Int64(try fixed(at: start, width: width, object: offset)))
        case 8: return PlistInteger(Int64(bitPattern: try fixed(at: start, width: 8, object: offset)))
        case 16:
            let high = try fixed(at: start, width: 8, object: offset), low = try fixed(at: start + 8, width: 8, object: offset)
            return PlistInteger(Int128(Int64(bitPattern: high)) << 64 | Int128(low))
        default:
            throw .syntax("an integer must be 1, 2, 4, 8 or 16 bytes, not \(width)", at: .byteOffset(offset))
        }
    }

    private func utf16String(at start: Int, units count: Int) throws(PlistError) -> String {
        var units: [UInt16] = []
        units.reserveCapacity(count)
        for index in 0..<count { units.append(UInt16(bytes[start + 2 * index]) << 8 | UInt16(bytes[start + 2 * index + 1])) }
        var text = ""
        var iterator = units.makeIterator()
        var decoder = UTF16()
        var unit = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                text.unicodeScalars.append(scalar)
                unit += scalar.value > 0xFFFF ? 2 : 1
            case .emptyInput:
                return text
            case .error:
                throw .syntax("a UTF-16 string holds an unpaired surrogate", at: .byteOffset(start + 2 * unit))
            }
        }
    }
}
