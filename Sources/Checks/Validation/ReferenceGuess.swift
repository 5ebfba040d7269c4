import Definitions

/// A reference to a definition that does not exist, and the one spelt nearly alike. Whether that one is the
/// fix (a fix-it) or only a guess (a note) depends on what it is — a list view or a detail view, and which
/// entity it shows — which only the checks across files know (``ReferenceGuessChecker``).
struct ReferenceGuess: Sendable {
    var reference: DefinitionReference
    /// The name spelt nearly alike.
    var suggestion: String
    /// The real path of the suggested definition; nil when the name does not lead to one from here.
    var path: String?
    /// For an "Add New" reference, its to-many row: the row's relationship says which entity the view it
    /// opens must show.
    var addNewRow: (any RowController)?

    init(
        _ reference: DefinitionReference, suggestion: String, row: (any RowController)?, in file: DefinitionFile, catalog: DefinitionCatalog
    ) {
        self.reference = reference
        self.suggestion = suggestion
        self.path = if case .found(let path) = catalog.resolve(suggestion, from: file.path) { path } else { nil }
        self.addNewRow = row
    }

    /// The row of each of `definition`'s references, in the order of ``Definition/references``: a detail
    /// view's are its "Add New" rows; a list view's one reference has none.
    static func rows(of definition: Definition) -> [(any RowController)?] {
        if case .detailView(let view) = definition { view.addNewRows.map(\.row) } else { [nil] }
    }

    /// The guesses of a kept definition's references, made again (``ModelChecker/check(_:catalog:)``).
    static func guesses(in definition: Definition, of file: DefinitionFile, catalog: DefinitionCatalog) -> [ReferenceGuess] {
        zip(definition.references, rows(of: definition)).compactMap { reference, row in
            guard case .missing(let suggestion?) = catalog.resolve(reference.name.value, from: file.path) else { return nil }
            return ReferenceGuess(reference, suggestion: suggestion, row: row, in: file, catalog: catalog)
        }
    }
}
