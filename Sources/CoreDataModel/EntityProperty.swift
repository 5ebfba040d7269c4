/// A property of an entity, own or inherited: what a key-path component names.
public enum EntityProperty: Sendable, Equatable {
    case attribute(Attribute)
    case relationship(Relationship)

    public var name: String {
        switch self {
        case .attribute(let attribute): attribute.name
        case .relationship(let relationship): relationship.name
        }
    }
}

extension EntityProperty {
    /// A relationship's destination entity; nil for an attribute, or a relationship that names none.
    package var destinationEntityName: String? {
        if case .relationship(let relationship) = self { relationship.destinationEntity } else { nil }
    }
}
