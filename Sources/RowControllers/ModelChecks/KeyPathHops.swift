/// Which relationships a key path may pass through before its last component.
enum KeyPathHops: Sendable {
    /// Only to-one relationships: a row or cell that shows one value.
    case toOne
    /// A to-many relationship first, then to-one ones (`relationship.attribute`).
    case toManyFirst
    /// A to-many relationship to an intermediate entity that has a numeric `order`, then to-one ones
    /// (`intermediate.relationship.attribute`).
    case orderedIntermediate
    /// Any relationship: a Custom row's class may read anything.
    case any
}
