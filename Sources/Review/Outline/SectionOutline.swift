import PlistLoader

/// One section of a detail view as the comparison sees it: its own keys (title, footer, class) and its rows.
public struct SectionOutline: Equatable, Sendable {
    /// The section's keys other than `rowInformation`.
    public var entries: [OutlineEntry]
    public var rows: [RowOutline]
    public var position: SourcePosition

    public init(entries: [OutlineEntry], rows: [RowOutline], position: SourcePosition) {
        self.entries = entries
        self.rows = rows
        self.position = position
    }

    /// `sectionTitle`, when set.
    public var title: String? { entries.first { $0.key == "sectionTitle" }?.value }
}
