import PlistLoader

extension DiagnosticCode {
    public static let invalidValue = Self("invalid-value")
}

extension RuleDescription {
    static let invalidValue = RuleDescription(
        readmeOrder: 90, code: .invalidValue, severity: .error,
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

extension Diagnostic {
    /// A string in OpenStep's YES or NO, or a format's own boolean, is read; any other is not.
    package static func invalidBoolean(_ key: String, text: String, format: PlistFormat, at location: SourceLocation) -> Diagnostic {
        let spelling = format == .openStep ? "YES or NO" : format == .xml ? "<true/> or <false/>" : "true or false"
        return invalidValue("'\(key)' is '\(text)', which is not a boolean: write \(spelling)", suggestion: nil, at: location)
    }

    package static func invalidClassName(_ name: String, at location: SourceLocation) -> Diagnostic {
        invalidValue(
            "'\(name)' is not a class name: use letters, digits and underscores, optionally qualified by a module (MyApp.MyRowController)",
            suggestion: nil, at: location)
    }

    package static func invalidFormatterStyle(_ name: String, suggestion: String?, at location: SourceLocation) -> Diagnostic {
        invalidValue(
            "'\(name)' is not a formatter style: use NSDateFormatterNoStyle, …ShortStyle, …MediumStyle, …LongStyle or …FullStyle",
            suggestion: suggestion, at: location)
    }

    package static func invalidKeyPath(_ keyPath: String, at location: SourceLocation) -> Diagnostic {
        invalidValue(
            "'\(keyPath)' is not a key path: keys are separated by single dots and contain no spaces", suggestion: nil, at: location)
    }

    /// A value of the project file's `rules`.
    package static func invalidRuleSetting(_ setting: String, suggestion: String?, at location: SourceLocation) -> Diagnostic {
        invalidValue("'\(setting)' is not a rule setting: use off, warning or error", suggestion: suggestion, at: location)
    }

    /// The `style` of one of the project file's `customRows`.
    package static func invalidCustomRowStyle(_ style: String, suggestion: String?, at location: SourceLocation) -> Diagnostic {
        invalidValue("'\(style)' is not a custom row style: use default, button or destructive", suggestion: suggestion, at: location)
    }

    /// Private, so that each invalid value has its own factory above and its words stay in this file.
    private static func invalidValue(_ message: String, suggestion: String?, at location: SourceLocation) -> Diagnostic {
        let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
        return Diagnostic(.invalidValue, message + hint, at: location, fixIt: suggestion)
    }
}
