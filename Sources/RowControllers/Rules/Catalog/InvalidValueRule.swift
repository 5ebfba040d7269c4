extension RuleDescription {
    static let invalidValue = RuleDescription(
        code: .invalidValue, severity: .error,
        checkedBy: [
            "DefinitionDictionary.bool", "DefinitionDictionary.className", "DefinitionDictionary.formatterStyle",
            "DefinitionDictionary.checkedKeyPath", "ProjectFileDecoder.rules", "ProjectFileDecoder.customRows",
        ],
        summary: "A value outside its allowed set.",
        action: "Opening the view, where CDL reads the value.",
        explanation: """
            Formatter styles must be one of NSDateFormatterNoStyle, …ShortStyle, …MediumStyle, …LongStyle and \
            …FullStyle; booleans in OpenStep files must be YES or NO (true and false are read too); class \
            names must be identifiers (optionally module-qualified); key paths are keys joined by single dots.
            """,
        triggeringExamples: RuleExample.all(
            .detailView(
                .dict([
                    "rowType": "CDLTableRowTypeSingleLineValueSmallLabel", "rowLabel": "Date", "attributeKeyPath": "date",
                    "dateFormatterStyle": "↓NSDateFormatterBriefStyle",
                ])))
            + RuleExample.all(
                .detailView(
                    .dict([
                        "rowType": "CDLTableRowTypeToManyRelationship", "rowLabel": "Widget", "attributeKeyPath": "widgets.name",
                        "showAddExistingObjects": "↓sometimes",
                    ])), formats: [.openStep])
            + RuleExample.all(.detailView(.dict(["rowType": "CDLTableRowTypeCustom", "rowCustomControllerClass": "↓Delete Row"])))
            + RuleExample.all(
                .detailView(
                    .dict([
                        "rowType": "CDLTableRowTypeCustom", "rowCustomControllerClass": "DateRowController",
                        "dateFormatterStyle": "↓NSDateFormatterBriefStyle",
                    ]))),
        nonTriggeringExamples: RuleExample.all(
            .detailView(
                .dict([
                    "rowType": "CDLTableRowTypeSingleLineValueSmallLabel", "rowLabel": "Date", "attributeKeyPath": "date",
                    "dateFormatterStyle": "NSDateFormatterShortStyle",
                ])))
            + RuleExample.all(
                .detailView(
                    .dict([
                        "rowType": "CDLTableRowTypeToManyRelationship", "rowLabel": "Widget", "attributeKeyPath": "widgets.name",
                        "showAddExistingObjects": "yes",
                    ])), formats: [.openStep]))
}
