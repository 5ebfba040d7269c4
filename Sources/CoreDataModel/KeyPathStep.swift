/// What following one component of a key path needs to know of the property it names, without the
/// property's strings: the walk over every row's key path reads these, and takes names from the full
/// ``EntityProperty`` only for a message.
package enum KeyPathStep: Sendable {
    case attribute(AttributeType)
    /// `destination` is the destination entity's index in the model; nil when the relationship names no
    /// destination, or one the model lacks (`namesDestination` tells them apart).
    case relationship(destination: Int32?, namesDestination: Bool, isToMany: Bool)
}
