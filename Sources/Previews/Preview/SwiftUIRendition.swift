import SwiftUIExport

/// A definition row as the exported SwiftUI shows it while edited (`preview --swiftui`), made from the rows
/// CDL shows for it and how the export edits it: in place, where CDL pushes a screen. What stays as CDL draws
/// it (a switch, related objects with their controls, a chooser's link, a custom row) is CDL's row without
/// its links into CDL's screens.
enum SwiftUIRendition {
    static func rows(for plan: SwiftUIRowPlan, cdlRows: [PreviewRow]) -> [PreviewRow] {
        let unlinked = cdlRows.map { row in
            var row = row
            row.editScreen = nil
            row.link = nil
            row.actionNote = nil
            return row
        }
        guard case .value(let editor?) = plan, let first = unlinked.first,
            case .value(let label, let value, _, _) = first.content
        else { return plan == .notExported ? [] : unlinked }
        let placeholder = label ?? ""
        let content: PreviewRowContent =
            switch editor {
            case .textField: .textField(value: value.text.isEmpty ? nil : value, placeholder: placeholder, keyboard: .default)
            case .numberField:
                .textField(value: value.text.isEmpty ? nil : value, placeholder: placeholder, keyboard: .numbersAndPunctuation)
            case .textEditor: .textView(value: value)
            case .toggle: .toggle(label: placeholder, isOn: nil)
            // A compact date picker, and a chooser's link: the label and the value, as CDL's Value1 cell.
            case .datePicker, .chooser: .value(label: label, value: value, style: .value1, isMultiLine: false)
            }
        let accessories: [PreviewMode: PreviewAccessory] = if case .chooser = editor { PreviewRow.disclosureWhenEditing } else { [:] }
        var row = PreviewRow(content, rowType: first.rowType, accessories: accessories, isEditable: true)
        row.sourceRow = first.sourceRow
        return [row]
    }
}
