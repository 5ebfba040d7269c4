import PlistLoader

extension DiagnosticCode {
    public static let legacyRowType = Self("legacy-row-type")
}

extension RuleDescription {
    static let legacyRowType = RuleDescription(
        readmeOrder: 60, code: .legacyRowType, severity: .error,
        checkedBy: ["RowDecoder.rowType"],
        summary: "rowType uses the legacy MOTableRowType… prefix.",
        action: "Opening the view: CDL raises \"Invalid rowType given\".",
        explanation: """
            CoreDataLibrary's runtime maps only the CDLTableRowType… names; for an MOTableRowType… name, the \
            prefix of its early releases, it raises "Invalid rowType given" when the view loads. The fix-it \
            gives the current name.
            """,
        triggeringExamples: RuleExample.all(
            .detailView(.dict(["rowType": "↓MOTableRowTypeBooleanSwitch", "rowLabel": "Public", "attributeKeyPath": "publicEvent"]))),
        nonTriggeringExamples: RuleExample.all(
            .detailView(.dict(["rowType": "CDLTableRowTypeBooleanSwitch", "rowLabel": "Public", "attributeKeyPath": "publicEvent"]))))
}

extension Diagnostic {
    package static func legacyRowType(_ name: String, current: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .legacyRowType,
            "'\(name)' is the legacy name of '\(current)': CDL's runtime knows only the CDLTableRowType names and raises "
                + "\"Invalid rowType given\"", at: location, fixIt: current)
    }
}
