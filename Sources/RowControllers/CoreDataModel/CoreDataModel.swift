/// A Core Data model: its entities by name, inheritance resolved on lookup.
public struct CoreDataModel: Sendable {
    /// The `contents` file the model was read from.
    public var file: String
    /// In the order the model lists them.
    public var entities: [Entity]
    private var indexByName: [String: Int]
    /// Entity name → its properties, own and inherited: key paths look up a property per component.
    private var propertiesByEntity: [String: [String: EntityProperty]] = [:]

    public init(file: String, entities: [Entity]) {
        self.file = file
        self.entities = entities
        self.indexByName = Dictionary(entities.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        for entity in entities where propertiesByEntity[entity.name] == nil {
            var properties: [String: EntityProperty] = [:]
            // Nearest first: an entity's own property hides an ancestor's of the same name.
            for owner in lineage(of: entity.name) {
                for attribute in owner.attributes where properties[attribute.name] == nil { properties[attribute.name] = .attribute(attribute) }
                for relationship in owner.relationships where properties[relationship.name] == nil {
                    properties[relationship.name] = .relationship(relationship)
                }
            }
            propertiesByEntity[entity.name] = properties
        }
    }

    public func entity(named name: String) -> Entity? {
        indexByName[name].map { entities[$0] }
    }

    /// The entity and its ancestors, nearest first. (Cycles are refused when the model is read.)
    public func lineage(of name: String) -> [Entity] {
        var lineage: [Entity] = []
        var next: String? = name
        while let current = next, let entity = entity(named: current), !lineage.contains(where: { $0.name == current }) {
            lineage.append(entity)
            next = entity.parentEntity
        }
        return lineage
    }

    /// The property `name` of entity `entityName`, its own or inherited.
    public func property(_ name: String, of entityName: String) -> EntityProperty? {
        propertiesByEntity[entityName]?[name]
    }

    /// Every property name of the entity, own and inherited, for did-you-mean.
    public func propertyNames(of entityName: String) -> [String] {
        lineage(of: entityName).flatMap { $0.attributes.map(\.name) + $0.relationships.map(\.name) }
    }
}
