extension RuleDescription {
    static let legacyRowType = RuleDescription(
        code: .legacyRowType, severity: .warning,
        summary: "rowType uses the legacy MOTableRowType… prefix.",
        explanation: """
            Early releases of CoreDataLibrary named the row types MOTableRowType…; the current name is \
            CDLTableRowType…. The fix-it gives the current name.
            """,
        triggeringExamples: RuleExample.all(.detailView(.dict(["rowType": "↓MOTableRowTypeBooleanSwitch", "rowLabel": "Public", "attributeKeyPath": "publicEvent"]))),
        nonTriggeringExamples: RuleExample.all(.detailView(.dict(["rowType": "CDLTableRowTypeBooleanSwitch", "rowLabel": "Public", "attributeKeyPath": "publicEvent"]))))
}
