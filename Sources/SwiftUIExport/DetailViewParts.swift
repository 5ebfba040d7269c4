/// What a detail view's rows need besides their own lines: members of the view (state, the sorted
/// objects of each to-many row), what add mode sets as it opens, and the custom rows the app draws.
struct DetailViewParts {
    /// `@State` declarations, in the rows' order.
    var states: [String] = []
    /// Computed properties and other members, each a block of lines.
    var members: [[String]] = []
    /// Statements run when the view opens in add mode (CDL sets each switch's attribute to NO).
    var addModeStatements: [String] = []
    /// The custom row classes the view draws (each an environment value of the support file), in order.
    var customRowClasses: [String] = []

    /// A member name not yet used: `base`, else `base2`, `base3`…
    mutating func uniqueName(_ base: String) -> String {
        var name = base
        var number = 2
        while used.contains(name) {
            name = base + String(number)
            number += 1
        }
        used.insert(name)
        return name
    }

    private var used: Set<String> = [
        "object", "isAdding", "onSave", "context", "dismiss", "editMode", "isEditing", "body", "saveError", "showsSaveError", "save",
        "unlink", "cancel", "toggleEditing",
    ]
}
