import Definitions
import PlistLoader

extension DiagnosticCode {
    public static let missingLabel = Self("missing-label")
}

extension RuleDescription {
    static let missingLabel = RuleDescription(
        readmeOrder: 200, code: .missingLabel, severity: .warning,
        checkedBy: ["RowDecoder.expectedLabel"],
        summary: "A row that shows a label, or has an edit screen, has no rowLabel.",
        action: "Opening the view (an empty label), and tapping the row in edit mode (\"Edit (null)\").",
        explanation: """
            CDL draws the cell with an empty label, and titles the row's edit screen "Edit (null)" \
            (CDLAbstractFieldEditController.m:54) — NoLabel rows too: their rowLabel shows only there, and \
            as the text field's placeholder. Custom rows may leave it out; to-many rows may not: CDL raises \
            without it (missing-key).
            """,
        triggeringExamples: RuleExample.all(
            .detailView(.marked(.dict(["rowType": "CDLTableRowTypeSingleLineValueSmallLabel", "attributeKeyPath": "name"]))))
            + RuleExample.all(
                .detailView(.dict(["rowType": "CDLTableRowTypeBooleanSwitch", "rowLabel": "↓", "attributeKeyPath": "publicEvent"])))
            + RuleExample.all(
                .detailView(.marked(.dict(["rowType": "CDLTableRowTypeMultiLineValueNoLabel", "attributeKeyPath": "details"])))),
        nonTriggeringExamples: RuleExample.all(.detailView(.nameRow))
            + RuleExample.all(
                .detailView(
                    .dict(["rowType": "CDLTableRowTypeMultiLineValueNoLabel", "rowLabel": "Details", "attributeKeyPath": "details"])))
            + RuleExample.all(.detailView(.dict(["rowType": "CDLTableRowTypeCustom", "rowCustomControllerClass": "MapRowController"]))))
}

extension Diagnostic {
    package static func missingLabel(type: RowType, at location: SourceLocation) -> Diagnostic {
        let shown = type.showsLabel ? "CDL shows an empty label and titles" : "CDL titles"
        return Diagnostic(
            .missingLabel, "the \(type.rawValue) row has no 'rowLabel': \(shown) its edit screen \"Edit (null)\"", at: location)
    }
}
