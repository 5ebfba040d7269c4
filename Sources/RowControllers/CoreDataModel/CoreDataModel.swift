/// A Core Data model: its entities by name, inheritance resolved on lookup.
public struct CoreDataModel: Sendable {
    /// The `contents` file the model was read from.
    public var file: String
    /// In the order the model lists them.
    public var entities: [Entity]
    private var indexByName: [String: Int]

    public init(file: String, entities: [Entity]) {
        self.file = file
        self.entities = entities
        self.indexByName = Dictionary(entities.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
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
        for entity in lineage(of: entityName) {
            if let attribute = entity.attribute(named: name) { return .attribute(attribute) }
            if let relationship = entity.relationship(named: name) { return .relationship(relationship) }
        }
        return nil
    }

    /// Every property name of the entity, own and inherited, for did-you-mean.
    public func propertyNames(of entityName: String) -> [String] {
        lineage(of: entityName).flatMap { $0.attributes.map(\.name) + $0.relationships.map(\.name) }
    }
}
