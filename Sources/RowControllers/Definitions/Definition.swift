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
            return view.rows.compactMap { row in
                guard row.rowType.isToMany else { return nil }  // Spares a dynamic cast for every other row.
                let target: Located<String>? =
                    switch row {
                    case let row as ToManyRelationshipRowController where row.showsAddNewObject: row.addNewObjectDefinition
                    case let row as OrderedToManyRelationshipRowController where row.showsAddNewObject: row.addNewObjectDefinition
                    default: nil
                    }
                return target.map { DefinitionReference(key: "addNewObjectPropertyListFile", name: $0) }
            }
        }
    }
}
