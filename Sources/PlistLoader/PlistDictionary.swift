import Foundation  // memcmp

/// A dictionary as written: every entry in file order, duplicates included, so that a validator can
/// point at each key. Lookups follow property-list semantics: when a key appears twice, the last wins.
///
/// Keys are the same key only when their Unicode scalars are the same (see ``keysEqual(_:_:)``).
public struct PlistDictionary: Sendable {
    public var entries: [PlistDictionaryEntry]

    public init(entries: [PlistDictionaryEntry] = []) {
        self.entries = entries
    }

    /// Whether two keys are one key: equal scalar by scalar, as CoreFoundation and Foundation on Apple
    /// platforms compare them (`isEqualToString:`), and Python's plistlib. Not Swift's `==`, which also
    /// equates canonically equivalent strings — "é" and "e" + U+0301, "K" and the Kelvin sign U+212A —
    /// that an app's dictionary keeps apart: `attribute\u{212A}eyPath` is not `attributeKeyPath` there.
    public static func keysEqual(_ lhs: String, _ rhs: String) -> Bool {
        // Runs for every key lookup: lengths first, then the bytes in place rather than through the view.
        guard lhs.utf8.count == rhs.utf8.count else { return false }
        let inPlace = lhs.utf8.withContiguousStorageIfAvailable { left in
            rhs.utf8.withContiguousStorageIfAvailable { right in
                left.isEmpty || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0
            }
        }
        return (inPlace ?? nil) ?? lhs.utf8.elementsEqual(rhs.utf8)
    }

    /// The entry that wins for `key` (the last one), or nil.
    public func entry(forKey key: String) -> PlistDictionaryEntry? {
        // Definitions have a handful of keys per dictionary: a backward linear scan beats hashing. A loop
        // rather than `last(where:)`, which is slow in a debug build (docs/PERFORMANCE.md, "The comments' figures").
        var index = entries.count
        while index > 0 {
            index -= 1
            if Self.keysEqual(entries[index].key, key) { return entries[index] }
        }
        return nil
    }

    public subscript(key: String) -> PlistNode? {
        // The node alone, not `entry(forKey:)?.value`: that copies and destroys the whole entry.
        var index = entries.count
        while index > 0 {
            index -= 1
            if Self.keysEqual(entries[index].key, key) { return entries[index].value }
        }
        return nil
    }

    /// Each key once, in the order of its first appearance.
    public var keys: [String] {
        var seen = Set<ExactKey>()
        return entries.compactMap { seen.insert(ExactKey($0.key)).inserted ? $0.key : nil }
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
