import Definitions
import PlistLoader

/// Of a detail view: the rows that open "Add New" views (each gives the view it opens an entity), and what
/// the user can set in it, for a view that creates objects (`unsaveable-view`).
struct DetailViewOutline: Sendable {
    var addNewRows: [AddNewRow]
    /// Every row's `attributeKeyPath`: the strings the rows hold, not copies.
    var keyPaths: [String]
    /// The view's root, where `unsaveable-view` points.
    var position: SourcePosition

    init(_ view: DetailViewDefinition) {
        addNewRows = view.addNewRows
        var keyPaths: [String] = []
        for section in view.sections {
            for row in section.rows { if let keyPath = row.attributeKeyPath { keyPaths.append(keyPath.value) } }
        }
        self.keyPaths = keyPaths
        position = view.position
    }

    /// Whether a row lets the user set the property `name` of the view's object: its key path starts with it.
    func shows(_ name: String) -> Bool {
        keyPaths.contains { $0 == name || $0.hasPrefix(name + ".") }
    }
}
