/// Which relationships a key path may pass through before its last component.
enum KeyPathHops: Sendable {
    /// Only to-one relationships: a row or cell that shows one value.
    case toOne
    /// A to-many relationship first, then to-one ones (`relationship.attribute`).
    case toManyFirst
    /// A to-many relationship to an intermediate entity that has a numeric `order`, then to-one ones
    /// (`intermediate.relationship.attribute`).
    case orderedIntermediate
    /// To-one relationships; a to-many one is a warning: a list's cell shows the `description` of the set
    /// of values `valueForKeyPath:` gives (CDLRootViewController.m:291-308).
    case listCell
    /// Any relationship: a Custom row's class may read anything.
    case any
}
