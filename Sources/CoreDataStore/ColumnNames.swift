import CoreDataModel

/// The column Core Data gives each attribute and to-one relationship of an inheritance tree: `Z` and the
/// name upper-cased, made unique across the tree in naming order — the root first, then its sub-entities
/// depth first, children by name; in each entity its own attributes by name, then its own to-one
/// relationships by name — a name already taken getting `1`, `2`, … (`ZTITLE`, `ZTITLE1`).
/// docs/DECISIONS.md, "The app's own data".
struct ColumnNames {
    /// Entity name → property name → column, inherited properties under the entity that declares them.
    private var columns: [String: [String: String]] = [:]

    init(model: CoreDataModel) {
        let children = Dictionary(grouping: model.entities.filter { $0.parentEntity != nil }, by: { $0.parentEntity! })
        for root in model.entities where root.parentEntity == nil || model.entity(named: root.parentEntity!) == nil {
            var taken = Set<String>()
            var visiting = Set<String>()
            func name(_ entity: Entity) {
                // A model whose inheritance loops is refused when read; this only stops a walk that would not end.
                guard visiting.insert(entity.name).inserted else { return }
                let attributes = entity.attributes.filter { !$0.isTransient }.map(\.name).sorted()
                let toOnes = entity.relationships.filter { !$0.isToMany }.map(\.name).sorted()
                for property in attributes + toOnes {
                    let base = "Z" + property.uppercased()
                    var column = base, suffix = 0
                    while taken.contains(column) {
                        suffix += 1
                        column = base + String(suffix)
                    }
                    taken.insert(column)
                    columns[entity.name, default: [:]][property] = column
                }
                for child in (children[entity.name] ?? []).sorted(by: { $0.name < $1.name }) { name(child) }
            }
            name(root)
        }
    }

    /// The column of `property` as declared by `entity` or an ancestor of it.
    func column(of property: String, in entity: String, model: CoreDataModel) -> String? {
        for owner in model.lineage(of: entity) {
            if let column = columns[owner.name]?[property] { return column }
        }
        return nil
    }
}
