/// A dictionary key hashed and compared by its UTF-8 bytes, for sets and maps of keys: a `Set<String>`
/// would merge canonically equivalent keys, which ``PlistDictionary/keysEqual(_:_:)`` keeps apart.
struct ExactKey: Hashable {
    let string: String

    init(_ string: String) {
        self.string = string
    }

    static func == (lhs: ExactKey, rhs: ExactKey) -> Bool {
        PlistDictionary.keysEqual(lhs.string, rhs.string)
    }

    func hash(into hasher: inout Hasher) {
        for byte in string.utf8 { hasher.combine(byte) }
    }
}
