/// The round control UIKit puts at a row's leading edge in edit mode.
public enum PreviewEditControl: Sendable, Equatable {
    case none
    /// A red minus: the related object can be removed.
    case delete
    /// A green plus: the row adds an object.
    case insert
}
