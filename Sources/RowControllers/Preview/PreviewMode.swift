/// Whether a preview shows the view as it is read (view) or as it is edited (edit: the Add rows,
/// reorder handles, delete controls and editable values).
public enum PreviewMode: String, Sendable, CaseIterable {
    case view
    case edit
}
