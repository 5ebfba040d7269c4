/// Whether a preview shows the view as it is read (view) or as it is edited (edit: the Add rows,
/// reorder handles, delete controls and editable values).
public enum PreviewMode: String, Sendable, CaseIterable {
    case view
    case edit

    /// Both modes, made once: most rows appear in every mode, and a table has many rows.
    @usableFromInline static let every = Set(allCases)
}
