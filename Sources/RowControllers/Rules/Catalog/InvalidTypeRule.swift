extension RuleDescription {
    static let invalidType = RuleDescription(
        code: .invalidType, severity: .error,
        summary: "A value has the wrong property-list type.",
        explanation: """
            Each key takes one type: rowInformation an array of row dictionaries, rowLabel a string, \
            showAddNewObject a boolean, and so on. In XML and JSON a boolean must be a real boolean \
            (<true/>, true), not the string "YES"; OpenStep files have no booleans, so there YES and NO are \
            right.
            """,
        triggeringExamples: RuleExample.all(.array([.dict(["sectionTitle": "Event", "rowInformation": "↓rows"])]))
            + RuleExample.all(.array([.dict(["rowInformation": .array([.marked(.array([]))])])]))
            + RuleExample.all(
                .detailView(.dict([
                    "rowType": "CDLTableRowTypeToManyRelationship", "rowLabel": "Widget", "attributeKeyPath": "widgets.name",
                    "showAddExistingObjects": "↓YES",
                ])), formats: [.xml, .json]),
        nonTriggeringExamples: RuleExample.all(.detailView(.nameRow)))
}
