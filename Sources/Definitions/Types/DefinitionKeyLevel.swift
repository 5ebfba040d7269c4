/// The three levels of a definition, as a library user sees them: where a key belongs. (The decoder's
/// own `DefinitionLevel` also has the project file's levels, and stays internal.)
public enum DefinitionKeyLevel: Sendable, Hashable, CaseIterable {
    /// A dictionary of a detail view's array: `rowInformation` and the section's header and footer.
    case section
    /// A dictionary of a section's `rowInformation`.
    case row
    /// The dictionary at the root of a list view.
    case listView

    init(_ level: DefinitionLevel) {
        switch level {
        case .section: self = .section
        case .row: self = .row
        default: self = .listView
        }
    }
}
