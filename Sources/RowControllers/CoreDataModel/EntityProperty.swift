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
