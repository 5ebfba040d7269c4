import CoreDataModel

extension RuleDescription {
    static let unknownRowType = RuleDescription(
        code: .unknownRowType, severity: .error,
        checkedBy: ["RowDecoder.rowType"],
        summary: "rowType is not one of the ten row types.",
        action: "Opening the view: CDL raises \"Invalid rowType given\".",
        explanation: """
            The row types are CDLTableRowTypeSingleLineValueNoLabel, …SingleLineValueLargeLabel, \
            …SingleLineValueSmallLabel, …MultiLineValueNoLabel, …MultiLineValueSmallLabel, …BooleanSwitch, \
            …Relationship, …ToManyRelationship, …ToManyOrderedRelationship and …Custom. CDL compares the \
            name exactly, so a misspelt type shows an empty cell or crashes. The closest name is offered \
            as a fix-it.
            """,
        triggeringExamples: RuleExample.all(
            .detailView(.dict(["rowType": "↓CDLTableRowTypeBoolSwitch", "rowLabel": "Public", "attributeKeyPath": "publicEvent"])))
            + RuleExample.all(
                .detailView(.dict(["rowType": "↓BooleanSwitch", "rowLabel": "Public", "attributeKeyPath": "publicEvent"])),
                formats: [.openStep]),
        nonTriggeringExamples: RuleExample.all(
            .detailView(.dict(["rowType": "CDLTableRowTypeBooleanSwitch", "rowLabel": "Public", "attributeKeyPath": "publicEvent"]))))
}
