import Definitions
import Diagnostics

/// The edit-mode controls whose save an error says fails, so that the app's save aborts it: a note is
/// drawn beside them (docs/DECISIONS.md, "What the runtime does, drawn").
///
/// - `unsaveable-link` on a to-many row: deleting a related object only unlinks it and saves, which fails
///   when its inverse is required. The note goes beside the first delete control.
/// - `unsaveable-link` on an ordered row: the same, and "Add" makes intermediate objects with their
///   `order` and links only, which fails when another attribute is required. The note goes beside "Add".
/// - `unsaveable-view` on a view that creates objects: its Save never succeeds (a note on the add screen).
///
/// Only errors count: a warning of the same code draws no note. An add screen's rows get none either: in
/// add mode a to-many or ordered section saves nothing when a row is deleted or added.
enum AbortingAction {
    // Spelt here, not in `DiagnosticCode`: the rule that reports it is another module's.
    static let unsaveableLink = DiagnosticCode("unsaveable-link")

    /// `cells` of a to-many or ordered `row`, the first `unsaveable-link` error of `diagnostics` noted
    /// beside the control it concerns.
    static func noting(_ cells: [PreviewRow], of row: any RowController, diagnostics: [Diagnostic]) -> [PreviewRow] {
        guard let diagnostic = diagnostics.first(where: { $0.severity == .error && $0.code == unsaveableLink }) else { return cells }
        var cells = cells
        switch row {
        case is ToManyRelationshipRowController:
            guard let index = cells.firstIndex(where: { $0.editControl == .delete }) else { return cells }
            cells[index].actionNote = PreviewActionNote(action: "Delete", consequence: "aborts the app", diagnostic: diagnostic)
        case is OrderedToManyRelationshipRowController:
            guard let index = cells.lastIndex(where: { if case .add = $0.content { true } else { false } }) else { return cells }
            cells[index].actionNote = PreviewActionNote(action: "Delete or Add", consequence: "aborts the app", diagnostic: diagnostic)
        default:
            break
        }
        return cells
    }

    /// The note on an add screen's `button` (Save, or an add-new view's Add), for the first
    /// `unsaveable-view` error among the view's own diagnostics.
    static func saveNote(_ diagnostics: [Diagnostic], button: String) -> PreviewActionNote? {
        diagnostics.first { $0.severity == .error && $0.code == .unsaveableView }.map {
            PreviewActionNote(action: button, consequence: "never succeeds", diagnostic: $0)
        }
    }
}
