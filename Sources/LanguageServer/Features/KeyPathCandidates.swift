import CoreDataModel
import Definitions

/// The properties a key path's next component may name, from the model: following the relationships
/// typed so far, and filtered by what the row type accepts (CDL's rules, as the validator checks them).
enum KeyPathCandidates {
    /// `rowType` nil: a list view's key path (attributes, and to-one relationships to follow).
    static func properties(
        after typed: [String], from entity: String, in model: CoreDataModel, rowType: RowType?
    ) -> [EntityProperty] {
        var current = entity
        for component in typed {
            guard case .relationship(let relationship)? = model.property(component, of: current),
                let destination = relationship.destinationEntity
            else { return [] }
            current = destination
        }
        let all = model.lineage(of: current).flatMap { entity in
            entity.attributes.map(EntityProperty.attribute) + entity.relationships.map(EntityProperty.relationship)
        }
        return all.filter { accepts($0, atDepth: typed.count, rowType: rowType) }
    }

    private static func accepts(_ property: EntityProperty, atDepth depth: Int, rowType: RowType?) -> Bool {
        let isAttribute: Bool, isToMany: Bool
        switch property {
        case .attribute: (isAttribute, isToMany) = (true, false)
        case .relationship(let relationship): (isAttribute, isToMany) = (false, relationship.isToMany)
        }
        guard let rowType else { return isAttribute || !isToMany }
        if rowType == .custom { return true }
        if rowType == .booleanSwitch {
            guard depth == 0, case .attribute(let attribute) = property else { return false }
            return attribute.type == .boolean
        }
        if rowType.requiresPlainKey { return depth == 0 && isAttribute }
        switch (rowType, depth) {
        case (.relationship, 0): return !isAttribute && !isToMany
        case (.toManyRelationship, 0), (.toManyOrderedRelationship, 0): return isToMany
        case (.toManyOrderedRelationship, 1): return !isAttribute && !isToMany
        default: return isAttribute && depth == (rowType.relationshipKeyPathComponents ?? 1) - 1
        }
    }
}
