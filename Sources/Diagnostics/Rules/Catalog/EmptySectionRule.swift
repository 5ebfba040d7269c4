import PlistLoader

extension DiagnosticCode {
    public static let emptySection = Self("empty-section")
}

extension RuleDescription {
    static let emptySection = RuleDescription(
        readmeOrder: 120, code: .emptySection, severity: .error,
        checkedBy: ["DefinitionDecoder.decode", "DefinitionDecoder.decodeSection"],
        summary: "A section with no rows, or an empty root, section or row.",
        action: "Opening the view: CDL raises for the empty section or row.",
        explanation: """
            CDL raises when it loads a detail view with no sections ("Provided plist is not valid"), an empty \
            section dictionary ("Section within plist is not valid"), an empty rowInformation ("rowInformation \
            not valid") or an empty row ("first row in rowInformation not valid"; a later empty row has no \
            rowType, and raises "Invalid rowType given"). Add rows, or remove what is empty.
            """,
        triggeringExamples: RuleExample.all(.array([.dict(["sectionTitle": "Event", "rowInformation": .marked(.array([]))])]))
            + RuleExample.all(.marked(.array([])))
            + RuleExample.all(.array([.dict(["rowInformation": .array([.nameRow])]), .marked(.dict([:]))]))
            + RuleExample.all(.detailView(.nameRow, .marked(.dict([:])))),
        nonTriggeringExamples: RuleExample.all(.detailView(.nameRow)))
}

extension Diagnostic {
    /// `what`: "the section has no rows", "the row is empty"…; CDL raises on each.
    package static func emptySection(_ what: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.emptySection, "\(what): CDL raises on an empty one", at: location)
    }
}
