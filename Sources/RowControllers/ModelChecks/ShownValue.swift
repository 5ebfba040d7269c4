import CoreDataModel

/// What the end of a key path must be for the place that shows it (SPEC §7's type fit).
enum ShownValue: Sendable {
    /// A single-line row: String, Date, or a number CDL's text field edits (not Decimal).
    case text
    /// A list view's cell, which shows any value's `description`.
    case cellText
    /// A multi-line row: String.
    case longText
    /// A BooleanSwitch row: Boolean.
    case boolean
    /// The end of a relationship row's path: a String or number of the related object, which CDL shows
    /// without a formatter.
    case relatedValue
    /// A sort or section key path: any attribute.
    case anyAttribute
    /// A Custom row: whatever its class reads, attribute or relationship.
    case anything

    /// How an attribute of `type` fits; nil when it fits.
    func misfit(_ type: AttributeType) -> (severity: DiagnosticSeverity, reason: String)? {
        switch self {
        case .text:
            switch type {
            case .string, .date, .integer16, .integer32, .integer64, .double, .float: return nil
            case .boolean: return (.warning, "it would show as 1 or 0; use a BooleanSwitch row")
            case .decimal, .uuid, .uri:
                return (.error, "CDL's single-line row has no edit screen for it and pushes nil in edit mode, which raises")
            default: return (.error, "a single-line value shows a String, Date or number")
            }
        case .cellText:
            if type == .string || type == .date || type.isNumeric || type == .uuid || type == .uri { return nil }
            return (.warning, "the list shows its description")
        case .longText:
            return type == .string ? nil : (.error, "a multi-line value shows a String")
        case .boolean:
            return type == .boolean ? nil : (.error, "a BooleanSwitch row needs a Boolean")
        case .relatedValue:
            if type == .string || type.isNumeric { return nil }
            if type == .date { return (.error, "CDL shows a relationship row's value without a date formatter, and raises for a Date") }
            if type == .transformable { return (.warning, "it shows whatever its description is") }
            return (.error, "a relationship row shows a String or number of the related object")
        case .anyAttribute, .anything:
            return nil
        }
    }
}
