/// What deleting an object does to the objects a relationship leads to (`deletionRule`).
public enum DeleteRule: String, Sendable, Equatable {
    case noAction = "No Action"
    case nullify = "Nullify"
    case cascade = "Cascade"
    case deny = "Deny"

    /// The rule a model file names; Nullify, Core Data's default, when it names none (or one this version
    /// does not know).
    public init(modelName: String?) {
        self = modelName.flatMap(Self.init(rawValue:)) ?? .nullify
    }
}
