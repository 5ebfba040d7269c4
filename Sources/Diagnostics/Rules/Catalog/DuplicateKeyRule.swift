import PlistLoader

extension DiagnosticCode {
    public static let duplicateKey = Self("duplicate-key")
}

extension RuleDescription {
    static let duplicateKey = RuleDescription(
        readmeOrder: 110, code: .duplicateKey, severity: .warning,
        checkedBy: ["DefinitionDictionary.checkKeys"],
        summary: "The same key twice in one dictionary.",
        action: "Opening the view: only one of the values is read.",
        explanation: """
            Property lists keep the last value of a repeated key, so the first is silently lost. The \
            diagnostic points at the later key, with a note at the first.
            """,
        triggeringExamples: RuleExample.all(
            .detailView(
                .dict([
                    "rowType": "CDLTableRowTypeSingleLineValueSmallLabel", "rowLabel": "Name", "attributeKeyPath": "name",
                    "↓rowLabel": "Title",
                ]))),
        nonTriggeringExamples: RuleExample.all(.detailView(.nameRow)))
}

extension Diagnostic {
    package static func duplicateKey(_ key: String, at location: SourceLocation, first: SourceLocation) -> Diagnostic {
        Diagnostic(
            .duplicateKey, "'\(key)' is set twice in this dictionary; this later value wins",
            at: location, notes: [DiagnosticNote("'\(key)' was first set here", at: first)])
    }
}
