/// Why no detail view could be made for an entity.
public enum ScaffoldError: Error, Sendable, Equatable {
    /// The model has no entity of that name; the closest name, and the model's entity names.
    case unknownEntity(String, suggestion: String?, entities: [String])
    /// The entity has no property any row can show; what was left out, and why.
    case nothingToShow(entity: String, omissions: [ScaffoldOmission])

    public var message: String {
        switch self {
        case .unknownEntity(let name, let suggestion?, _):
            return "the model has no entity '\(name)'; did you mean '\(suggestion)'?"
        case .unknownEntity(let name, nil, let entities):
            let shown = entities.prefix(10).joined(separator: ", ") + (entities.count > 10 ? ", …" : "")
            return "the model has no entity '\(name)'" + (entities.isEmpty ? "; it has no entities at all" : "; its entities are \(shown)")
        case .nothingToShow(let entity, _):
            return "'\(entity)' has no attribute or relationship that a row can show"
        }
    }
}
