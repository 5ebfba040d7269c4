import PlistLoader

extension Set<String> {
    /// Whether the set holds `key` itself, not merely a canonically equivalent string, as
    /// `contains` would answer: a property list's keys are compared scalar by scalar.
    package func containsExactly(_ key: String) -> Bool {
        // A set holds at most one string of each equivalence class, so the one found is the only candidate.
        guard let index = firstIndex(of: key) else { return false }
        return PlistDictionary.keysEqual(self[index], key)
    }
}
