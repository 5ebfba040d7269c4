extension RuleDescription {
    static let unknownKey = RuleDescription(
        code: .unknownKey, severity: .warning,
        checkedBy: ["DefinitionDictionary.checkKeys", "ProjectFileDecoder.rules"],
        summary: "A key that no level of a definition knows.",
        action: "None: CDL never reads it, so what it was meant to set is lost.",
        explanation: """
            Section, row and list-view dictionaries each have their own keys (see README, "Definitions"). A key \
            none of them knows is most likely misspelt: CDL ignores it silently. The closest known key is \
            offered. A JSON list view may hold `$schema`, which points editors at cdlgen's JSON Schema.
            """,
        triggeringExamples: RuleExample.all(
            .detailView(.dict(["rowType": "CDLTableRowTypeSingleLineValueSmallLabel", "↓rowLable": "Name", "attributeKeyPath": "name"]))),
        nonTriggeringExamples: RuleExample.all(.detailView(.nameRow))
            + RuleExample.all(
                .dict([
                    "$schema": "../schemas/cdl-definition.schema.json", "entityName": "Event", "sortKeyPaths": .array(["name"]),
                    "cellTextLabelKeyPath": "name", "detailViewPropertyListFile": "EventDetailView",
                ]), formats: [.json], name: "EventListView", otherFiles: ["EventDetailView.plist": ExampleValue.eventDetailViewFile]))
}
