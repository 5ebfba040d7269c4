/// Swift expressions reading a definition's key path (`type.name`) from an object of the exported
/// views: each to-one step optional-chained, the last property shown as CDL shows it, with no force-unwrap.
struct KeyPathExpression {
    var facts: ClassFacts

    /// An expression of type `String`: the value at `components` from `root` (an object of `entity`),
    /// as text; nil when the path leaves the model or passes a to-many relationship.
    func text(from root: String, components: [String], entity: String) -> String? {
        guard let key = components.first, let type = facts.type(of: key, in: entity) else { return nil }
        let access = "\(root).\(SwiftName.property(key))"
        guard components.count > 1 else { return type.isRelationship ? nil : type.text(of: access) }
        guard case .toOne = type, let destination = facts.destination(of: key, in: entity),
            let rest = text(from: "$0", components: Array(components.dropFirst()), entity: destination)
        else { return nil }
        return "\(access).map { \(rest) } ?? \"\""
    }

    /// A Swift key path (`\Event.type?.name`) and the type of the value it ends in; nil when the path leaves
    /// the model or passes a to-many relationship.
    func keyPath(_ components: [String], from entity: String) -> (path: String, type: SwiftPropertyType, isOptionalChained: Bool)? {
        guard let className = facts.className(of: entity) else { return nil }
        var path = "\\\(className)"
        var current = entity
        var chained = false
        for (index, key) in components.enumerated() {
            guard let type = facts.type(of: key, in: current) else { return nil }
            path += ".\(SwiftName.property(key))"
            if index == components.count - 1 { return (path, type, chained) }
            guard case .toOne = type, let destination = facts.destination(of: key, in: current) else { return nil }
            path += "?"
            chained = true
            current = destination
        }
        return nil
    }
}
