/// Where a row is in a detail view: its section's index and its own within the section, from 0.
public struct RowPlace: Hashable, Comparable, Sendable {
    public var section: Int
    public var row: Int

    public init(section: Int, row: Int) {
        self.section = section
        self.row = row
    }

    public static func < (lhs: RowPlace, rhs: RowPlace) -> Bool {
        (lhs.section, lhs.row) < (rhs.section, rhs.row)
    }
}
