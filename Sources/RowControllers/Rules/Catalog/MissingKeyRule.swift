extension RuleDescription {
    static let missingKey = RuleDescription(
        code: .missingKey, severity: .error,
        summary: "A required key is absent, or empty.",
        explanation: """
            Sections need rowInformation; rows need rowType, and most need rowLabel and attributeKeyPath; \
            a to-many row that shows "Add New" needs addNewObjectPropertyListFile; a list view needs \
            entityName, sortKeyPaths, cellTextLabelKeyPath and detailViewPropertyListFile. An absent key is \
            reported at the opening of its dictionary; an empty string (which CDL reads as "not set") at the \
            empty value.
            """,
        triggeringExamples: RuleExample.all(.detailView(.marked(.dict(["rowType": "CDLTableRowTypeSingleLineValueSmallLabel", "attributeKeyPath": "name"]))))
            + RuleExample.all(.detailView(.dict(["rowType": "CDLTableRowTypeSingleLineValueSmallLabel", "rowLabel": "↓", "attributeKeyPath": "name"])))
            + RuleExample.all(.array([.marked(.dict(["sectionTitle": "Event"]))])),
        nonTriggeringExamples: RuleExample.all(.detailView(.nameRow))
            + RuleExample.all(.detailView(.dict(["rowType": "CDLTableRowTypeSingleLineValueNoLabel", "rowLabel": "", "attributeKeyPath": "name"]))))
}
