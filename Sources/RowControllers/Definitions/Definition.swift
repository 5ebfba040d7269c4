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

    /// The other definitions this one names, each where it is named.
    public var references: [DefinitionReference] {
        switch self {
        case .listView(let view):
            return [DefinitionReference(key: "detailViewPropertyListFile", name: view.detailViewDefinition)]
        case .detailView(let view):
            // Section by section rather than through `rows`, which copies every row into a new array.
            var references: [DefinitionReference] = []
            for section in view.sections {
                for row in section.rows {
                    if let name = row.addNewObjectReference {
                        references.append(DefinitionReference(key: "addNewObjectPropertyListFile", name: name))
                    }
                }
            }
            return references
        }
    }
}
