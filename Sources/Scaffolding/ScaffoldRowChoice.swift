import Basics
import CoreDataModel
import Definitions

/// The row a property gets in a scaffold, or why it gets none; and which row shows each attribute type
/// (README, "Definitions" row types, §7 type fit).
enum ScaffoldRowChoice {
    case row(ScaffoldRow)
    /// No row can show the property; the reason, for the user.
    case omitted(String)

    /// A date needs at least one style (README, "Definitions"); medium date and short time read "Jan 10, 2026 at
    /// 9:30 AM", as CoreDataLibrary's sample event does.
    static let dateStyle = FormatterStyle.medium
    static let timeStyle = FormatterStyle.short

    /// Last words of names that hold long text, shown in a multi-line row: `taskDescription`, `notes`.
    static let longTextWords: Set<String> = [
        "abstract", "bio", "biography", "body", "comment", "comments", "description", "detail", "details", "memo",
        "note", "notes", "remarks", "summary",
    ]

    /// Why a number gets no row of its own (issue 37).
    static let numberNote = "CDL has no row that edits a number: its text field writes text back (CDLTextFieldEditController.m:91)"

    static func choose(for attribute: Attribute) -> ScaffoldRowChoice {
        let label = ReadableLabel.from(attribute.name)
        switch attribute.type {
        case .boolean:
            return .row(ScaffoldRow(.booleanSwitch, label: label, attributeKeyPath: attribute.name))
        case .date:
            return .row(
                ScaffoldRow(
                    .singleLineValueSmallLabel, label: label, attributeKeyPath: attribute.name, dateStyle: dateStyle, timeStyle: timeStyle))
        case .string:
            let type: RowType = holdsLongText(attribute.name) ? .multiLineValueSmallLabel : .singleLineValueSmallLabel
            return .row(ScaffoldRow(type, label: label, attributeKeyPath: attribute.name))
        case .integer16, .integer32, .integer64, .double, .float:
            // Shown, a number reads well; edited, it becomes a string Core Data refuses (a scalar crashes).
            return .omitted(numberNote)
        case .decimal, .uuid, .uri:
            return .omitted(
                "CDL has no edit screen for \(attribute.type.modelNameWithArticle): a single-line row would push none in edit mode")
        case .binary:
            return .omitted("no row type shows Binary data")
        case .transformable:
            return .omitted("no row type shows a Transformable value")
        case .objectID:
            return .omitted("no row type shows an ObjectID")
        case .undefined:
            return .omitted("its type is Undefined")
        case .other(let name):
            return .omitted("cdlgen does not know the attribute type '\(name)'")
        }
    }

    /// Whether the name's last word (digits aside: `notes2`) says it holds long text.
    static func holdsLongText(_ name: String) -> Bool {
        let words = ReadableLabel.words(in: name).filter { !($0.first?.isNumber ?? true) }
        return words.last.map { longTextWords.contains($0.lowercased()) } ?? false
    }
}
