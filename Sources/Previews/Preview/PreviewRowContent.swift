import Definitions
import Project

/// What a preview row draws.
public enum PreviewRowContent: Sendable, Equatable {
    /// A value with an optional label, in one of UIKit's cell styles (`.default`, `.value1`, `.value2`).
    /// Multi-line values wrap instead of being cut short.
    case value(label: String?, value: PreviewValue, style: CellStyle, isMultiLine: Bool)
    /// A label with a switch (BooleanSwitch); `isOn` nil when no sample data says.
    case toggle(label: String, isOn: Bool?)
    /// A row of a list view: the object's text and, optionally, its detail text below.
    case listItem(text: PreviewValue, detail: PreviewValue?)
    /// An edit-mode row that adds related objects: "Add New Widget", "Add Existing Widget", "Add Step".
    case add(title: String)
    /// A Custom row, drawn as the project file's `customRows` says.
    case custom(title: String, style: CustomRowPreview.Style)
    /// A text edit screen's field: its value, or the placeholder (the row's label) when it has none.
    case textField(value: PreviewValue?, placeholder: String, keyboard: PreviewKeyboard)
    /// A multi-line edit screen's text view.
    case textView(value: PreviewValue)
    /// An object a chooser offers: checked when it is chosen. `allowsMany`: a checklist of objects to add.
    case choice(text: PreviewValue, isChosen: Bool, allowsMany: Bool)
}
