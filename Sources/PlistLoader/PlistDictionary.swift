/// A dictionary as written: every entry in file order, duplicates included, so that a validator can
/// point at each key. Lookups follow property-list semantics: when a key appears twice, the last wins.
public struct PlistDictionary: Sendable {
    public var entries: [PlistDictionaryEntry]

    public init(entries: [PlistDictionaryEntry] = []) {
        self.entries = entries
    }

    /// The entry that wins for `key` (the last one), or nil.
    public func entry(forKey key: String) -> PlistDictionaryEntry? {
        // Definitions have a handful of keys per dictionary: a backward linear scan beats hashing. A loop
        // rather than `last(where:)`, which costs a debug build an eighth of validating a big file.
        var index = entries.count
        while index > 0 {
            index -= 1
            if entries[index].key == key { return entries[index] }
        }
        return nil
    }

    public subscript(key: String) -> PlistNode? {
        entry(forKey: key)?.value
    }

    /// Each key once, in the order of its first appearance.
    public var keys: [String] {
        var seen = Set<String>()
        return entries.compactMap { seen.insert($0.key).inserted ? $0.key : nil }
    }
}

extension PlistDictionary: Equatable {
    /// Equal as maps: the same keys with equal winning values, whatever the order or positions.
    public static func == (lhs: PlistDictionary, rhs: PlistDictionary) -> Bool {
        let keys = lhs.keys
        guard keys.count == rhs.keys.count else { return false }
        return keys.allSatisfy { lhs[$0] == rhs[$0] }
    }
}
