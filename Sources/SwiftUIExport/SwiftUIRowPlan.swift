/// How the exported SwiftUI shows one definition row while it is edited — in place, where CDL pushes a
/// screen — for a preview that draws it (`preview --swiftui`). Made by the writer that writes the row's code,
/// with the same decisions.
public enum SwiftUIRowPlan: Sendable, Equatable {
    /// A value edited in place by `editor`; nil when the export shows it read-only.
    case value(editor: SwiftUIEditor?)
    /// A `Toggle`, which answers while editing.
    case toggle
    /// The related objects with delete (and move) controls, and the rows that add to them.
    case relatedObjects(addRows: [String], reorders: Bool)
    /// The app's own view, in place of a custom row class.
    case custom(className: String)
    /// Not exported (the comment in the code says why).
    case notExported
}

/// The control a value is edited with in the exported view.
public enum SwiftUIEditor: Sendable, Equatable {
    case textField
    case numberField
    case datePicker
    case toggle
    case textEditor
    /// A link to the object chooser, titled.
    case chooser(title: String)
}
