import Definitions
import PlistLoader

/// What the model phase needs of a definition to find every definition's entity and check the views that
/// create objects, once the definition itself is gone: a list view whole (it is small, and it gives its
/// detail view an entity); of a detail view, its ``DetailViewOutline``.
enum DefinitionOutline: Sendable {
    case listView(ListViewDefinition)
    case detailView(DetailViewOutline)

    init(_ definition: Definition) {
        switch definition {
        case .listView(let view): self = .listView(view)
        case .detailView(let view): self = .detailView(DetailViewOutline(view))
        }
    }
}
