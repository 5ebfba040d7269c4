import CoreDataModel
import Definitions
import PlistLoader

/// Which screen a definition row opens when it is tapped in edit mode, as CDL's row controllers pick it.
enum RowEditScreen {
    /// The screen of a value row (single-line, multi-line, Relationship); nil when it opens none: a
    /// single-line row opens a text field for an `NSString` or `NSNumber` and a date picker for an
    /// `NSDate`, and nothing for any other class (`CDLSingleLineTableRowController.m:177-183`).
    /// Without a model, the sample value and the row's styles tell the type.
    static func kind(of row: any RowController, type: AttributeType?, sample: PlistValue?) -> PreviewScreen.Kind? {
        switch row {
        case let row as SingleLineValueRowController:
            switch type {
            case .string?, .boolean?, .integer16?, .integer32?, .integer64?, .double?, .float?: return .textField
            case .date?: return .datePicker
            case nil, .undefined?:
                if row.dateFormatterStyle != nil || row.timeFormatterStyle != nil { return .datePicker }
                if case .date? = sample { return .datePicker }
                return .textField
            default: return nil
            }
        case is MultiLineValueRowController: return .textView
        case is RelationshipRowController: return .toOneChooser
        default: return nil
        }
    }

    /// The keyboard of a text field: numbers and punctuation for an `NSNumber` attribute.
    static func keyboard(type: AttributeType?, sample: PlistValue?) -> PreviewKeyboard {
        if let type { return type.isNumeric || type == .boolean ? .numbersAndPunctuation : .default }
        switch sample {
        case .integer?, .real?, .boolean?: return .numbersAndPunctuation
        default: return .default
        }
    }
}
