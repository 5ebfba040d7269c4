/// The last 32 bytes of a binary property list: how wide its offsets and references are, how many
/// objects it has, which is the root, and where the offset table starts. Every field is checked
/// against the file before anything is read through it.
struct BinaryPlistTrailer {
    static let size = 32
    static let headerSize = 8

    var offsetSize: Int
    var referenceSize: Int
    var objectCount: Int
    var rootObject: Int
    var offsetTableStart: Int

    init(_ bytes: UnsafeBufferPointer<UInt8>) throws(PlistError) {
        let start = bytes.count - Self.size
        guard bytes.count >= Self.headerSize + 1 + 1 + Self.size else {
            throw .syntax(
                "the binary property list is \(bytes.count) bytes, too short to hold an object and its trailer", at: .byteOffset(0))
        }
        let at = SourcePosition.byteOffset(start)
        offsetSize = Int(bytes[start + 6])
        referenceSize = Int(bytes[start + 7])
        guard (1...8).contains(offsetSize) else { throw .syntax("the trailer's offset size is \(offsetSize); it must be 1 to 8", at: at) }
        guard (1...8).contains(referenceSize) else {
            throw .syntax("the trailer's object reference size is \(referenceSize); it must be 1 to 8", at: at)
        }
        let count = Self.uint64(bytes, at: start + 8), root = Self.uint64(bytes, at: start + 16), table = Self.uint64(bytes, at: start + 24)
        let limit = UInt64(bytes.count)
        guard count >= 1, count < limit else { throw .syntax("the trailer's object count (\(count)) does not fit the file", at: at) }
        guard root < count else { throw .syntax("the trailer's root object (\(root)) is not one of its \(count) objects", at: at) }
        guard table >= UInt64(Self.headerSize), table < UInt64(start) else {
            throw .syntax("the trailer's offset table position (\(table)) lies outside the file's objects", at: at)
        }
        let (tableSize, overflow) = count.multipliedReportingOverflow(by: UInt64(offsetSize))
        guard !overflow, table + tableSize <= UInt64(start) else {
            throw .syntax("the offset table (\(count) offsets of \(offsetSize) bytes from \(table)) runs past the trailer", at: at)
        }
        objectCount = Int(count)
        rootObject = Int(root)
        offsetTableStart = Int(table)
    }

    /// A big-endian unsigned integer of `width` bytes (1 to 8).
    static func uint(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int, width: Int) -> UInt64 {
        var value: UInt64 = 0
        for index in offset..<(offset + width) { value = value << 8 | UInt64(bytes[index]) }
        return value
    }

    private static func uint64(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> UInt64 {
        uint(bytes, at: offset, width: 8)
    }
}
