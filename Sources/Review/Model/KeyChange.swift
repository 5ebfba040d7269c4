/// One key whose value differs: nil on the side where it is not set.
public struct KeyChange: Equatable, Sendable {
    public var key: String
    public var before: String?
    public var after: String?

    public init(key: String, before: String?, after: String?) {
        self.key = key
        self.before = before
        self.after = after
    }

    /// The keys of two dictionaries whose values differ: the earlier one's keys in its order, then the
    /// keys only the later one has, in its order.
    static func between(_ before: [OutlineEntry], _ after: [OutlineEntry]) -> [KeyChange] {
        var changes: [KeyChange] = []
        for entry in before {
            let later = after.first { $0.key == entry.key }?.value
            if later != entry.value { changes.append(KeyChange(key: entry.key, before: entry.value, after: later)) }
        }
        for entry in after where !before.contains(where: { $0.key == entry.key }) {
            changes.append(KeyChange(key: entry.key, before: nil, after: entry.value))
        }
        return changes
    }
}
