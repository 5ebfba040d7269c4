import CoreDataModel
import PlistLoader

extension DiagnosticCode {
    public static let unknownRowType = Self("unknown-row-type")
}

extension RuleDescription {
    static let unknownRowType = RuleDescription(
        readmeOrder: 50, code: .unknownRowType, severity: .error,
        checkedBy: ["RowDecoder.rowType"],
        summary: "rowType is not one of the ten row types.",
        action: "Opening the view: CDL raises \"Invalid rowType given\".",
        explanation: """
            The row types are CDLTableRowTypeSingleLineValueNoLabel, …SingleLineValueLargeLabel, \
            …SingleLineValueSmallLabel, …MultiLineValueNoLabel, …MultiLineValueSmallLabel, …BooleanSwitch, \
            …Relationship, …ToManyRelationship, …ToManyOrderedRelationship and …Custom. CDL compares the \
            name exactly, so a misspelt type shows an empty cell or crashes. The closest name is offered \
            as a fix-it.
            """,
        triggeringExamples: RuleExample.all(
            .detailView(.dict(["rowType": "↓CDLTableRowTypeBoolSwitch", "rowLabel": "Public", "attributeKeyPath": "publicEvent"])))
            + RuleExample.all(
                .detailView(.dict(["rowType": "↓BooleanSwitch", "rowLabel": "Public", "attributeKeyPath": "publicEvent"])),
                formats: [.openStep]),
        nonTriggeringExamples: RuleExample.all(
            .detailView(.dict(["rowType": "CDLTableRowTypeBooleanSwitch", "rowLabel": "Public", "attributeKeyPath": "publicEvent"]))))
}

extension Diagnostic {
    package static func unknownRowType(_ name: String, suggestion: String?, at location: SourceLocation) -> Diagnostic {
        let hint = suggestion.map { "; did you mean '\($0)'?" } ?? "; see 'cdlgen explain unknown-row-type' for the ten types"
        return Diagnostic(.unknownRowType, "unknown row type '\(name)'\(hint)", at: location, fixIt: suggestion)
    }
}
