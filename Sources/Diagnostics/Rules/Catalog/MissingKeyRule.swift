import PlistLoader

extension DiagnosticCode {
    public static let missingKey = Self("missing-key")
}

extension RuleDescription {
    static let missingKey = RuleDescription(
        readmeOrder: 40, code: .missingKey, severity: .error,
        checkedBy: ["DefinitionDictionary.requiredStringNode", "DefinitionDecoder.decodeSection", "ListViewDecoder.sortKeyPaths"],
        summary: "A required key is absent, or empty.",
        action: "Opening the view (or the list): CDL raises for the missing key.",
        explanation: """
            CDL raises when one is missing: sections need rowInformation; rows need rowType and (Custom rows \
            aside) attributeKeyPath; to-many rows need rowLabel; a to-many row that shows "Add New" needs \
            addNewObjectPropertyListFile; a list view needs entityName, sortKeyPaths, cellTextLabelKeyPath and \
            detailViewPropertyListFile. An absent key is reported at the opening of its dictionary; an empty \
            string (which CDL reads as "not set") at the empty value.
            """,
        triggeringExamples: RuleExample.all(
            .detailView(.marked(.dict(["rowType": "CDLTableRowTypeSingleLineValueSmallLabel", "rowLabel": "Name"]))))
            + RuleExample.all(
                .detailView(.dict(["rowType": "CDLTableRowTypeToManyRelationship", "rowLabel": "↓", "attributeKeyPath": "widgets.name"])))
            + RuleExample.all(.array([.marked(.dict(["sectionTitle": "Event"]))])),
        nonTriggeringExamples: RuleExample.all(.detailView(.nameRow))
            + RuleExample.all(
                .detailView(.dict(["rowType": "CDLTableRowTypeCustom", "rowLabel": "", "rowCustomControllerClass": "MapRowController"]))))
}

extension Diagnostic {
    package static func missingKey(_ key: String, in level: String, because reason: String, at location: SourceLocation)
        -> Diagnostic
    {
        Diagnostic(.missingKey, "the \(level) has no '\(key)': \(reason)", at: location)
    }

    package static func emptyRequiredKey(_ key: String, because reason: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.missingKey, "'\(key)' is empty: \(reason)", at: location)
    }
}
