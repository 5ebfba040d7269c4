extension RuleDescription {
    static let keyNotPath = RuleDescription(
        code: .keyNotPath, severity: .error,
        summary: "A multi-line row's attributeKeyPath is a key path.",
        explanation: """
            Multi-line rows edit the value in place and bind to a key of the detail view's object itself, \
            so attributeKeyPath must be a single key without dots.
            """,
        triggeringExamples: RuleExample.all(.detailView(.dict(["rowType": "CDLTableRowTypeMultiLineValueSmallLabel", "rowLabel": "Type", "attributeKeyPath": "↓type.details"]))),
        nonTriggeringExamples: RuleExample.all(.detailView(.dict(["rowType": "CDLTableRowTypeMultiLineValueSmallLabel", "rowLabel": "Details", "attributeKeyPath": "details"]))))
}
