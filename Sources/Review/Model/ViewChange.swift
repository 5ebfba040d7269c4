/// One change of a definition: the view itself (added, deleted, a list view's keys, another kind of
/// view), a section or a row.
public struct ViewChange: Equatable, Sendable {
    public enum Target: Equatable, Sendable {
        case view
        /// The section's title, in the later version if it has one there.
        case section(title: String?)
        /// The row, as it is in the later version if it is there.
        case row(RowOutline)
    }

    public var kind: ChangeKind
    public var target: Target
    /// Where it was; nil when added, and for the view.
    public var before: ChangePlace?
    /// Where it is; nil when removed, and for the view.
    public var after: ChangePlace?
    /// For `changed`: the keys whose values differ.
    public var keys: [KeyChange]
    /// For `changed`: whether it also moved.
    public var moved: Bool
    /// For an added or removed section: the rows it holds that were not matched elsewhere.
    public var rows: [RowOutline]
    /// More, in words: an added or removed view's contents, why a version cannot be compared.
    public var note: String?

    public init(
        _ kind: ChangeKind, _ target: Target, before: ChangePlace? = nil, after: ChangePlace? = nil, keys: [KeyChange] = [],
        moved: Bool = false, rows: [RowOutline] = [], note: String? = nil
    ) {
        self.kind = kind
        self.target = target
        self.before = before
        self.after = after
        self.keys = keys
        self.moved = moved
        self.rows = rows
        self.note = note
    }
}
