#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Names to values, looked up by their UTF-8 bytes: entity and property names, once per key-path
/// component of every row. FNV-1a and a comparison of bytes cost a fraction of hashing a `String`
/// (SipHash), and a key path's components are looked up in place rather than split into strings.
/// Names compare byte for byte, as Core Data's do: a precomposed "é" is not a decomposed one.
///
/// Not shared with the loader's `PlistVocabulary`, which is the same kind of table: moved into PlistLoader
/// and used from here, a generic type of another module is not specialised, and the key-path checks took
/// twice the instructions (docs/PERFORMANCE.md, "The comments' figures").
struct NameTable<Value: Sendable>: Sendable {
    /// Every name's bytes, one after another; `spans` says where each one lies. (Not `[String]`: reading a
    /// string's bytes meant copying it, a retain and a release for every comparison.)
    private var bytes: [UInt8] = []
    private var spans: [Range<Int32>] = []
    private var values: [Value] = []
    /// Open addressing over indexes into `spans` (0: empty, else index + 1), at most half full.
    private var slots: [Int32]

    /// The first value of each name is kept.
    init(_ pairs: some Collection<(String, Value)>) {
        var slotCount = 2
        while slotCount < 2 * pairs.count { slotCount *= 2 }
        slots = Array(repeating: 0, count: slotCount)
        for (name, value) in pairs {
            let start = bytes.count
            bytes.append(contentsOf: name.utf8)
            let index = bytes.withUnsafeBufferPointer { slot(of: UnsafeBufferPointer(rebasing: $0[start...])) }
            guard slots[index] == 0 else {
                bytes.removeSubrange(start...)
                continue
            }
            spans.append(Int32(start)..<Int32(bytes.count))
            values.append(value)
            slots[index] = Int32(spans.count)
        }
    }

    var count: Int { spans.count }

    func value(for name: String) -> Value? {
        var name = name
        return name.withUTF8 { value(forUTF8: $0) }
    }

    func value(forUTF8 bytes: UnsafeBufferPointer<UInt8>) -> Value? {
        let index = slot(of: bytes)
        return slots[index] == 0 ? nil : values[Int(slots[index]) - 1]
    }

    /// The slot that holds `name`, or the empty slot where it would go.
    private func slot(of name: UnsafeBufferPointer<UInt8>) -> Int {
        var hash: UInt32 = 2_166_136_261
        for byte in name { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        var index = Int(hash) & (slots.count - 1)
        return bytes.withUnsafeBufferPointer { stored in
            while slots[index] != 0 {
                let span = spans[Int(slots[index]) - 1]
                let found =
                    span.count == name.count
                    && (name.isEmpty || memcmp(stored.baseAddress! + Int(span.lowerBound), name.baseAddress!, name.count) == 0)
                if found { return index }
                index = (index + 1) & (slots.count - 1)
            }
            return index
        }
    }
}
