/// The control at the trailing edge of a cell (or, for edit controls, at the leading edge).
public enum PreviewAccessory: Sendable, Equatable {
    case none
    /// A chevron: the row leads to another view.
    case disclosure
    /// Three bars at the trailing edge: the row can be dragged to a new position.
    case reorder
}
