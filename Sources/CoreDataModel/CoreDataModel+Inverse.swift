extension CoreDataModel {
    /// The relationship of its destination that `relationship` names as its inverse; nil when it names
    /// none, or a name the destination has no relationship of.
    public func inverse(of relationship: Relationship) -> Relationship? {
        guard let name = relationship.inverseName, let destination = relationship.destinationEntity,
            case .relationship(let inverse)? = property(name, of: destination)
        else { return nil }
        return inverse
    }
}
