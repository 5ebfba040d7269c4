extension CoreDataModel {
    /// The attribute a key path ends in, following relationships from `entity` (to-one or to-many alike:
    /// previews resolve each related object themselves); nil where the path leaves the model.
    public func attribute(at components: some Sequence<String>, from entity: String) -> Attribute? {
        var current = entity
        var found: Attribute?
        for component in components {
            guard found == nil else { return nil }  // A path cannot go on past an attribute.
            switch property(component, of: current) {
            case .attribute(let attribute)?: found = attribute
            case .relationship(let relationship)?:
                guard let destination = relationship.destinationEntity else { return nil }
                current = destination
            case nil: return nil
            }
        }
        return found
    }
}
