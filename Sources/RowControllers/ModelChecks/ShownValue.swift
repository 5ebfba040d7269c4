/// What the end of a key path must be for the place that shows it (SPEC §7's type fit).
enum ShownValue: Sendable {
    /// A single-line row or a list-view cell: String, Date, any number, UUID, URI.
    case text
    /// A multi-line row: String.
    case longText
    /// A BooleanSwitch row: Boolean.
    case boolean
    /// The end of a relationship row's path: a String, Date or number of the related object.
    case relatedValue
    /// A sort or section key path: any attribute.
    case anyAttribute
    /// A Custom row: whatever its class reads, attribute or relationship.
    case anything

    /// How an attribute of `type` fits; nil when it fits.
    func misfit(_ type: AttributeType) -> (severity: DiagnosticSeverity, reason: String)? {
        switch self {
        case .text:
            if type == .string || type == .date || type.isNumeric || type == .uuid || type == .uri { return nil }
            if type == .boolean { return (.warning, "it would show as 1 or 0; use a BooleanSwitch row") }
            return (.error, "a single-line value shows a String, Date, number, UUID or URI")
        case .longText:
            return type == .string ? nil : (.error, "a multi-line value shows a String")
        case .boolean:
            return type == .boolean ? nil : (.error, "a BooleanSwitch row needs a Boolean")
        case .relatedValue:
            if type == .string || type == .date || type.isNumeric { return nil }
            if type == .transformable { return (.warning, "it shows whatever its description is") }
            return (.error, "a relationship row shows a String, Date or number of the related object")
        case .anyAttribute, .anything:
            return nil
        }
    }
}
