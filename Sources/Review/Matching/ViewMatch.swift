/// Which sections and rows of two versions of a detail view are the same section or row.
public struct ViewMatch: Equatable, Sendable {
    /// Matched sections: (earlier index, later index), in the earlier order.
    public var sections: [SectionPair]
    /// Matched rows, in the earlier order.
    public var rows: [RowPair]

    public struct SectionPair: Equatable, Sendable {
        public var before: Int
        public var after: Int
    }

    public struct RowPair: Equatable, Sendable {
        public var before: RowPlace
        public var after: RowPlace
    }

    /// The later section matched with an earlier one.
    public func section(after before: Int) -> Int? { sections.first { $0.before == before }?.after }

    /// The earlier section matched with a later one.
    public func section(before after: Int) -> Int? { sections.first { $0.after == after }?.before }
}
