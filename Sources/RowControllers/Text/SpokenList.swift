/// Names in a sentence: "'a'", "'a' and 'b'", "'a', 'b' and 'c'".
enum SpokenList {
    static func joined(_ items: [String]) -> String {
        guard let last = items.last, items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + last
    }
}
