/// A property the scaffold has no row for, and why, for telling the user.
public struct ScaffoldOmission: Sendable, Equatable {
    /// The entity that declares the property (an ancestor, for an inherited one).
    public var entity: String
    public var property: String
    public var reason: String

    public init(entity: String, property: String, reason: String) {
        self.entity = entity
        self.property = property
        self.reason = reason
    }

    /// "left out Event.photo: no row type shows Binary values".
    public var message: String {
        "left out \(entity).\(property): \(reason)"
    }
}
