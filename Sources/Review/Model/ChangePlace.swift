import PlistLoader

/// Where a changed section or row is in one version: 1-based numbers, as people count them.
public struct ChangePlace: Equatable, Sendable {
    /// The section's number.
    public var section: Int
    /// The row's number within its section; nil for a section.
    public var row: Int?
    /// The section's title, when it has one.
    public var sectionTitle: String?
    /// Where the row's (or the section's) dictionary opens in that version's file.
    public var position: SourcePosition

    public init(section: Int, row: Int?, sectionTitle: String?, position: SourcePosition) {
        self.section = section
        self.row = row
        self.sectionTitle = sectionTitle
        self.position = position
    }
}
