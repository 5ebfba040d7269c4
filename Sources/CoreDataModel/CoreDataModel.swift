/// A Core Data model: its entities by name, inheritance resolved on lookup.
public struct CoreDataModel: Sendable {
    /// The `contents` file the model was read from.
    public var file: String
    /// In the order the model lists them.
    public var entities: [Entity]
    /// Entity name → index in `entities`.
    private var indexByName: NameTable<Int>
    /// By entity index: its properties, own and inherited, by name → their index in `properties`. Key
    /// paths look up a property per component.
    private var propertyTables: [NameTable<Int32>] = []
    /// Every entity's properties, own and inherited, one list after another.
    private var properties: [EntityProperty] = []
    /// What the key-path walk needs of each of `properties`.
    private var steps: [KeyPathStep] = []

    public init(file: String, entities: [Entity]) {
        self.file = file
        self.entities = entities
        self.indexByName = NameTable(entities.enumerated().map { ($1.name, $0) })
        for entity in entities {
            var named: [(String, Int32)] = []
            // Nearest first: an entity's own property hides an ancestor's of the same name (the table keeps
            // the first of a name).
            for owner in lineage(of: entity.name) {
                for property in owner.attributes.map(EntityProperty.attribute) + owner.relationships.map(EntityProperty.relationship) {
                    named.append((property.name, Int32(properties.count)))
                    properties.append(property)
                    steps.append(step(for: property))
                }
            }
            propertyTables.append(NameTable(named))
        }
    }

    private func step(for property: EntityProperty) -> KeyPathStep {
        switch property {
        case .attribute(let attribute):
            .attribute(attribute.type)
        case .relationship(let relationship):
            .relationship(
                destination: relationship.destinationEntity.flatMap { entityIndex(named: $0) }.map(Int32.init),
                namesDestination: relationship.destinationEntity != nil, isToMany: relationship.isToMany)
        }
    }

    public func entity(named name: String) -> Entity? {
        indexByName.value(for: name).map { entities[$0] }
    }

    /// The index in `entities` of the entity named `name`.
    package func entityIndex(named name: String) -> Int? {
        indexByName.value(for: name)
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
        entityIndex(named: entityName).flatMap { propertyTables[$0].value(for: name) }.map { properties[Int($0)] }
    }

    /// The index (for `property(at:)` and `step(at:)`) of the property whose name is `utf8` of the entity
    /// at `entityIndex` in `entities`, its own or inherited.
    package func propertyIndex(utf8 name: UnsafeBufferPointer<UInt8>, ofEntityAt entityIndex: Int) -> Int? {
        propertyTables[entityIndex].value(forUTF8: name).map(Int.init)
    }

    package func property(at index: Int) -> EntityProperty { properties[index] }

    package func step(at index: Int) -> KeyPathStep { steps[index] }

    /// Every property name of the entity, own and inherited, for did-you-mean.
    public func propertyNames(of entityName: String) -> [String] {
        lineage(of: entityName).flatMap { $0.attributes.map(\.name) + $0.relationships.map(\.name) }
    }
}
