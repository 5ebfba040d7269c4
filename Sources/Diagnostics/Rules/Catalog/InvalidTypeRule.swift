import PlistLoader

extension DiagnosticCode {
    public static let invalidType = Self("invalid-type")
}

extension RuleDescription {
    static let invalidType = RuleDescription(
        readmeOrder: 30, code: .invalidType, severity: .error,
        checkedBy: [
            "DefinitionDictionary.stringNode", "DefinitionDictionary.bool", "DefinitionDecoder.decodeSection", "ProjectFileDecoder.decode",
        ],
        summary: "A value has the wrong property-list type.",
        action: "Opening the view, where CDL reads the key.",
        explanation: """
            Each key takes one type: rowInformation an array of row dictionaries, rowLabel a string, \
            showAddNewObject a boolean, and so on. In XML and JSON a boolean is a real boolean (<true/>, \
            true; the string "YES" is read, with a string-boolean warning); OpenStep files have no booleans, \
            so there YES and NO are right. A number where a boolean is expected is read as CDL reads it \
            (boolValue: 0 is NO, anything else YES), with no finding.
            """,
        triggeringExamples: RuleExample.all(.array([.dict(["sectionTitle": "Event", "rowInformation": "↓rows"])]))
            + RuleExample.all(.array([.dict(["rowInformation": .array([.marked(.array([]))])])]))
            + RuleExample.all(
                .detailView(
                    .dict([
                        "rowType": "CDLTableRowTypeToManyRelationship", "rowLabel": "Widget", "attributeKeyPath": "widgets.name",
                        "showAddExistingObjects": .marked(.array([])),
                    ]))),
        nonTriggeringExamples: RuleExample.all(.detailView(.nameRow))
            + RuleExample.all(
                .detailView(
                    .dict([
                        "rowType": "CDLTableRowTypeToManyRelationship", "rowLabel": "Widget", "attributeKeyPath": "widgets.name",
                        "showAddExistingObjects": .integer(1),
                    ]))))
}

extension Diagnostic {
    package static func invalidType(of what: String, expected: String, found kind: PlistKind, at location: SourceLocation)
        -> Diagnostic
    {
        Diagnostic(.invalidType, "\(what) must be \(expected), not \(kind.typeNameWithArticle)", at: location)
    }

    package static func booleanExpected(_ key: String, found kind: PlistKind, format: PlistFormat, at location: SourceLocation)
        -> Diagnostic
    {
        let spelling =
            switch format {
            case .xml: " (<true/> or <false/>)"
            case .json: " (true or false)"
            default: ""
            }
        return Diagnostic(
            .invalidType, "'\(key)' must be a boolean\(spelling), not \(kind.typeNameWithArticle)", at: location)
    }
}
