/// Something the scaffold leaves out, and why, for telling the user: a property it has no row for, or (with
/// a `subject`) a row, an "Add New", a view that would not pass `validate`.
public struct ScaffoldOmission: Sendable, Equatable {
    /// The entity that declares the property (an ancestor, for an inherited one).
    public var entity: String
    /// The property, or (for a section or a whole view) empty.
    public var property: String
    public var reason: String
    /// What was left out, when it is not the property's row: "the ordered row of Task.steps".
    public var subject: String?

    public init(entity: String, property: String, reason: String, subject: String? = nil) {
        self.entity = entity
        self.property = property
        self.reason = reason
        self.subject = subject
    }

    /// "left out Event.photo: no row type shows Binary values".
    public var message: String {
        "left out \(subject ?? entity + "." + property): \(reason)"
    }
}
