#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Makes each distinct short string of one file once. Definitions repeat the same keys and values
/// (`rowType`, `attributeKeyPath`, `CDLTableRowTypeBooleanSwitch`) on every row; sharing one `String`
/// spares an allocation and a UTF-8 check for each repeat, and the copies cost only a retain. Strings of
/// the loader's ``PlistVocabulary`` are shared by every file.
///
/// The bytes must be valid UTF-8 (the loader checks the whole text first).
struct StringInterner {
    /// Longer strings are rarely repeated: labels, footers, notes.
    static let maxLength = 48
    private static let slotCount = 256
    private let vocabulary: PlistVocabulary
    /// Open addressing over a power-of-two table of indexes into `strings` (0: empty, else index + 1);
    /// it stops taking new strings when half full, so a probe always ends at an empty slot. Indexes rather
    /// than the strings themselves: a table of 256 optional strings cost a file more to create and destroy
    /// than all its lookups.
    private var slots = [UInt8](repeating: 0, count: slotCount)
    private var strings: [String] = []

    init(vocabulary: PlistVocabulary = .none) {
        self.vocabulary = vocabulary
        strings.reserveCapacity(64)
    }

    /// FNV-1a: short keys, and no need to resist collisions a file could engineer (a probe ends early).
    static func hash(_ bytes: some Sequence<UInt8>) -> UInt32 {
        var hash: UInt32 = 2_166_136_261
        for byte in bytes { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        return hash
    }

    mutating func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        guard bytes.count <= Self.maxLength, bytes.baseAddress != nil else {
            return String(decoding: bytes, as: UTF8.self)
        }
        let hash = Self.hash(bytes)
        if !vocabulary.isEmpty, let known = vocabulary.string(bytes, hash: hash) { return known }
        var index = Int(hash) & (Self.slotCount - 1)
        while slots[index] != 0 {
            let existing = strings[Int(slots[index]) - 1]
            if Self.equal(existing, bytes) { return existing }
            index = (index + 1) & (Self.slotCount - 1)
        }
        let string = String(decoding: bytes, as: UTF8.self)
        if strings.count < Self.slotCount / 2 {
            strings.append(string)
            slots[index] = UInt8(strings.count)
        }
        return string
    }

    /// Whether `string` is exactly `bytes`.
    static func equal(_ string: String, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var string = string
        return string.withUTF8 { utf8 in
            utf8.count == bytes.count && (bytes.isEmpty || memcmp(utf8.baseAddress!, bytes.baseAddress!, bytes.count) == 0)
        }
    }
}
