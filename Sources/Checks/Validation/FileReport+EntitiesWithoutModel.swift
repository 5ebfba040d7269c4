import Basics
import Definitions
import PlistLoader

extension [FileReport] {
    /// The steps of the order of README, "Checking against the Core Data model" that need no model, for a run without one (a preview still finds its
    /// sample data by entity): the project file's `entities`, then a list view's `entityName` for its
    /// detail view. The others need the model's entities (a file name's prefix, an "Add New" row's
    /// destination) or are a usage error without one (`--entity`). Kept beside `EntityResolver`, which
    /// takes every step with a model, so that the two orders change together.
    public mutating func assignEntitiesWithoutModel(projectEntities: [String: Located<String>], catalog: DefinitionCatalog) {
        var fromListViews: [String: String] = [:]  // Real path of a detail view → entity.
        for report in self {
            guard case .listView(let view)? = report.definition,
                case .found(let path) = catalog.resolve(view.detailViewDefinition.value, from: report.file.path)
            else { continue }
            fromListViews[path] = fromListViews[path] ?? view.entityName.value
        }
        for index in indices {
            guard case .detailView(let view)? = self[index].definition else { continue }
            if let named = projectEntities[view.name] {
                self[index].entity = EntityAssignment(named.value, from: .projectFile)
            } else if let listed = PathUtilities.realPath(self[index].file.path).flatMap({ fromListViews[$0] }) {
                self[index].entity = EntityAssignment(listed, from: .listView(listed))
            }
        }
    }
}
