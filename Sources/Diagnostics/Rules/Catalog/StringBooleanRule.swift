import PlistLoader

extension DiagnosticCode {
    public static let stringBoolean = Self("string-boolean")
}

extension RuleDescription {
    static let stringBoolean = RuleDescription(
        readmeOrder: 100, code: .stringBoolean, severity: .warning,
        checkedBy: ["DefinitionDictionary.bool"],
        summary: "A boolean written as the string YES, NO, true or false in an XML or JSON file.",
        action: "None: CDL reads the string with boolValue.",
        explanation: """
            CDL reads its flags with boolValue, which reads the strings YES and true (in any case) as YES and \
            NO and false as NO, so the definition works; but the file says a string where it means a boolean, \
            which other tools (and the JSON Schema) do not accept. Write the format's boolean: <true/> or \
            <false/> in XML, true or false in JSON (the fix-it). OpenStep files have no booleans: there YES \
            and NO are right. Any other string where a boolean is expected is an invalid-value error (CDL \
            would silently read it as NO).
            """,
        triggeringExamples: RuleExample.all(
            .detailView(
                .dict([
                    "rowType": "CDLTableRowTypeToManyRelationship", "rowLabel": "Widget", "attributeKeyPath": "widgets.name",
                    "showAddExistingObjects": "↓YES",
                ])),
            formats: [.xml, .json]),
        nonTriggeringExamples: RuleExample.all(
            .detailView(
                .dict([
                    "rowType": "CDLTableRowTypeToManyRelationship", "rowLabel": "Widget", "attributeKeyPath": "widgets.name",
                    "showAddExistingObjects": .bool(true),
                ])),
            formats: [.xml, .json]))
}

extension Diagnostic {
    /// A boolean written as a string in a format that has booleans: CDL reads it (`boolValue`), so a
    /// warning, with the format's boolean as the fix.
    package static func stringBoolean(_ key: String, text: String, value: Bool, format: PlistFormat, at location: SourceLocation)
        -> Diagnostic
    {
        let boolean = format == .xml ? (value ? "<true/>" : "<false/>") : (value ? "true" : "false")
        let message = "'\(key)' is the string '\(text)': CDL reads it as \(value ? "YES" : "NO"), but write the boolean \(boolean)"
        return Diagnostic(.stringBoolean, message, at: location, fixIt: boolean)
    }
}
