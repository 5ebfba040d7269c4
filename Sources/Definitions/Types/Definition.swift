import PlistLoader

/// What one definition file describes.
public enum Definition: Sendable {
    case detailView(DetailViewDefinition)
    case listView(ListViewDefinition)

    public var name: String {
        switch self {
        case .detailView(let view): view.name
        case .listView(let view): view.name
        }
    }

    /// Where its root opens.
    public var position: SourcePosition {
        switch self {
        case .detailView(let view): view.position
        case .listView(let view): view.position
        }
    }

    public var isListView: Bool {
        if case .listView = self { true } else { false }
    }

    /// The other definitions this one names, each where it is named.
    public var references: [DefinitionReference] {
        switch self {
        case .listView(let view):
            return [DefinitionReference(key: "detailViewPropertyListFile", name: view.detailViewDefinition)]
        case .detailView(let view):
            return view.addNewRows.map { DefinitionReference(key: "addNewObjectPropertyListFile", name: $0.definition) }
        }
    }
}
