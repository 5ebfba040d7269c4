/// Names in a sentence: "'a'", "'a' and 'b'", "'a', 'b' and 'c'".
package enum SpokenList {
    package static func joined(_ items: [String]) -> String {
        guard let last = items.last, items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + last
    }
}
