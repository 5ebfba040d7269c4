import CoreDataModel
import Diagnostics

/// What the end of a key path must be for the place that shows it (the type fit of README, "Checking against the Core Data model").
enum ShownValue: Sendable {
    /// A single-line row: a String or Date (a number's text field writes a string back).
    case text
    /// A list view's cell, which shows any value's `description`.
    case cellText
    /// A multi-line row: String.
    case longText
    /// A BooleanSwitch row: Boolean (a number works, overwritten with 1 or 0).
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
            case .string, .date: return nil
            case .integer16, .integer32, .integer64, .double, .float, .boolean:
                // CDLTextFieldEditController.m:91 writes `textField.text` back; a scalar crashes earlier, in classOfKey:.
                let instead = type == .boolean ? "use a BooleanSwitch row" : "show it through a Relationship row, or in a Custom row"
                return (
                    .error,
                    "CDL's edit screen for it is a text field that writes the text back as a string, which Core Data refuses "
                        + "for \(type.modelNameWithArticle) (the app crashes on Done); \(instead)"
                )
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
            switch type {
            case .boolean: return nil
            case .integer16, .integer32, .integer64, .double, .float:
                // CDLBooleanTableRowController.m:106, 128, 151: `boolValue` shown, @YES/@NO written with setValue:forKey:.
                return (.warning, "the switch shows whether it is not 0, and a flip overwrites the number with 1 or 0")
            default: return (.error, "a BooleanSwitch row writes a Boolean NSNumber, which Core Data refuses for it")
            }
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
