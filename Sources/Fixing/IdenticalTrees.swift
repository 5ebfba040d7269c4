import PlistLoader

/// Whether two trees hold the same values in the same order: dictionaries entry by entry, duplicates and
/// order included (their `==` compares them as maps). How a fixed file is checked to read back as exactly
/// the original with the fixes in place, and nothing else changed.
enum IdenticalTrees {
    static func identical(_ lhs: PlistNode, _ rhs: PlistNode) -> Bool {
        switch (lhs.value, rhs.value) {
        case (.array(let left), .array(let right)):
            return left.count == right.count && zip(left, right).allSatisfy { identical($0, $1) }
        case (.dictionary(let left), .dictionary(let right)):
            return left.entries.count == right.entries.count
                && zip(left.entries, right.entries).allSatisfy {
                    PlistDictionary.keysEqual($0.key, $1.key) && identical($0.value, $1.value)
                }
        case (.real(let left), .real(let right)):
            return left.bitPattern == right.bitPattern
        default:
            return lhs.value == rhs.value
        }
    }
}
