/// What the model phase needs of a definition to find every definition's entity, once the definition
/// itself is gone: a list view whole (it is small, and it gives its detail view an entity); of a detail
/// view, the rows that open "Add New" views (each gives the view it opens an entity).
enum DefinitionOutline: Sendable {
    case listView(ListViewDefinition)
    case detailView(addNewRows: [AddNewRow])

    init(_ definition: Definition) {
        switch definition {
        case .listView(let view): self = .listView(view)
        case .detailView(let view): self = .detailView(addNewRows: view.addNewRows)
        }
    }
}
