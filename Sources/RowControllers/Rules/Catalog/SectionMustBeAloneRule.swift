extension RuleDescription {
    static let sectionMustBeAlone = RuleDescription(
        code: .sectionMustBeAlone, severity: .error,
        checkedBy: ["DefinitionDecoder.decodeSection"],
        summary: "A to-many or ordered to-many row shares its section with other rows.",
        action: "Opening the view: CDL raises for the to-many section.",
        explanation: """
            A to-many row expands into one table row per related object, plus the Add rows in edit mode; \
            CDL gives it a section of its own. Move the other rows to another section. The diagnostic points \
            at the to-many row's rowType.
            """,
        triggeringExamples: RuleExample.all(
            .detailView(
                .nameRow,
                .dict(["rowType": "↓CDLTableRowTypeToManyRelationship", "rowLabel": "Widget", "attributeKeyPath": "widgets.name"]))),
        nonTriggeringExamples: RuleExample.all(
            .array([
                .dict(["sectionTitle": "Event", "rowInformation": .array([.nameRow])]),
                .dict([
                    "sectionTitle": "Widgets",
                    "rowInformation": .array([
                        .dict(["rowType": "CDLTableRowTypeToManyRelationship", "rowLabel": "Widget", "attributeKeyPath": "widgets.name"])
                    ]),
                ]),
            ])))
}
