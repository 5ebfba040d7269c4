extension RuleDescription {
    static let ignoredKey = RuleDescription(
        code: .ignoredKey, severity: .warning,
        summary: "A known key that has no effect where it is.",
        explanation: """
            For example rowLabel on a row type that shows no label, date styles on a switch, to-many keys on \
            a single-value row, relationshipIntermediateEntityName on an unordered to-many row, \
            addNewObjectPropertyListFile while showAddNewObject is not YES, or a section key inside a row. The key does nothing there; remove it, or change the row type.
            """,
        triggeringExamples: RuleExample.all(.detailView(.dict(["rowType": "CDLTableRowTypeMultiLineValueNoLabel", "↓rowLabel": "Notes", "attributeKeyPath": "notes"])))
            + RuleExample.all(.detailView(.dict(["rowType": "CDLTableRowTypeBooleanSwitch", "rowLabel": "Public", "attributeKeyPath": "publicEvent", "↓dateFormatterStyle": "NSDateFormatterShortStyle"])))
            + RuleExample.all(.detailView(.dict(["rowType": "CDLTableRowTypeToManyRelationship", "rowLabel": "Widget", "attributeKeyPath": "widgets.name", "↓relationshipIntermediateEntityName": "WidgetManufacturingStep"]))),
        nonTriggeringExamples: RuleExample.all(.detailView(.dict(["rowType": "CDLTableRowTypeMultiLineValueSmallLabel", "rowLabel": "Notes", "attributeKeyPath": "notes"])))
            + RuleExample.all(.detailView(.dict(["rowType": "CDLTableRowTypeToManyOrderedRelationship", "rowLabel": "Step", "attributeKeyPath": "manufacturingSteps.step.name", "relationshipIntermediateEntityName": "WidgetManufacturingStep"]))))
}
