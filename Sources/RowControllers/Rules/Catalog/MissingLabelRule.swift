extension RuleDescription {
    static let missingLabel = RuleDescription(
        code: .missingLabel, severity: .warning,
        checkedBy: ["RowDecoder.expectedLabel"],
        summary: "A row that shows a label has no rowLabel.",
        explanation: """
            CDL draws the cell with an empty label, and titles the row's edit screen "Edit (null)". NoLabel \
            and Custom rows may leave it out (a NoLabel row's rowLabel only titles its edit screen); to-many \
            rows may not: CDL raises without it (missing-key).
            """,
        triggeringExamples: RuleExample.all(
            .detailView(.marked(.dict(["rowType": "CDLTableRowTypeSingleLineValueSmallLabel", "attributeKeyPath": "name"]))))
            + RuleExample.all(
                .detailView(.dict(["rowType": "CDLTableRowTypeBooleanSwitch", "rowLabel": "↓", "attributeKeyPath": "publicEvent"]))),
        nonTriggeringExamples: RuleExample.all(.detailView(.nameRow))
            + RuleExample.all(.detailView(.dict(["rowType": "CDLTableRowTypeMultiLineValueNoLabel", "attributeKeyPath": "details"]))))
}
