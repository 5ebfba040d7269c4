/// The UIKit cell style a row type draws with.
public enum CellStyle: String, Sendable {
    /// Value only (`UITableViewCellStyleDefault`).
    case `default`
    /// Label left, value right, as in the Settings app (`Value1`).
    case value1
    /// Label right-aligned in a narrow left column, value left, as in Contacts (`Value2`).
    case value2
    /// Drawn by a custom row controller.
    case custom
}
