import PlistLoader

/// What the checks across files need of a decoded definition once it is gone: whether it is a list view,
/// where its root opens, and the definitions it names that were found (with their real paths).
struct DefinitionLinks: Sendable {
    var isListView: Bool
    var position: SourcePosition
    var references: [(reference: DefinitionReference, path: String)]
}
