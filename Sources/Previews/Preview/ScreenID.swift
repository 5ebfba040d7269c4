/// The URL fragments of a page's screens. A row's screen is named after the row's place in its
/// definition (section and row, from 1), so that it stays the same whatever the sample data; a screen
/// reached from another screen carries that screen's id before a dot (`add.edit-2-1`).
enum ScreenID {
    /// The definition's own view in edit mode, and in view mode: the page's Edit and Done go there.
    static let editing = "editing"
    static let viewing = "viewing"
    /// A list's "+": the detail view in add mode.
    static let addItem = "add"

    static func screen(_ kind: PreviewScreen.Kind, section: Int, row: Int, inside parent: String?) -> String {
        let name: String =
            switch kind {
            case .addNew: "add-new"
            case .addExistingChecklist: "add-existing"
            case .orderedChooser: "add"
            case .textField, .textView, .datePicker, .toOneChooser, .addItem, .crash: "edit"
            }
        let own = "\(name)-\(section + 1)-\(row + 1)"
        return parent.map { "\($0).\(own)" } ?? own
    }

    /// How many screens lead to this one: 0 for a screen the view's own rows open, 1 for one inside a
    /// list's add screen or an add-new view.
    static func depth(of id: String) -> Int { id.count { $0 == "." } }

    /// The fragment link to a screen.
    static func link(_ id: String) -> String { "#" + id }
}
