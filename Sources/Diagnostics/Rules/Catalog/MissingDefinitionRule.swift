import PlistLoader

extension DiagnosticCode {
    public static let missingDefinition = Self("missing-definition")
}

extension RuleDescription {
    static let missingDefinition = RuleDescription(
        readmeOrder: 160, code: .missingDefinition, severity: .error,
        checkedBy: ["DefinitionValidator.checkReferences", "ReferenceGuessChecker.check"],
        summary: "A referenced definition does not exist.",
        action: "Tapping the list row, or \"Add New\", that opens the definition.",
        explanation: """
            addNewObjectPropertyListFile and detailViewPropertyListFile name another definition without its \
            extension; it is looked up as NAME.plist, then NAME.json, first beside the referring file, then \
            anywhere under the definitions folders. Write the name without ".plist": the app adds it. \
            A definition spelt nearly alike is offered as the fix only when it fits: a detail view, and \
            with a model one that shows the entity the reference leads to (the list's entity, or the \
            destination of the "Add New" row's relationship); else a note points at it ("did you mean \
            'StepDetailView'? it shows Step, not Tag"): it is a guess, and `validate --fix` leaves it alone.
            """,
        triggeringExamples: RuleExample.all(.widgetTypeDetailView(addNewDefinition: "↓WidgetAddView"), name: "WidgetTypeDetailView")
            + RuleExample.all(
                .widgetTypeDetailView(addNewDefinition: "↓WidgetAddView.plist"), name: "WidgetTypeDetailView",
                otherFiles: ["WidgetAddView.plist": ExampleValue.widgetAddViewFile])
            // A guess: the definition spelt nearly alike is a list view.
            + RuleExample.all(
                .widgetTypeDetailView(addNewDefinition: "↓WidgetListVeiw"), name: "WidgetTypeDetailView",
                otherFiles: ["WidgetListView.plist": ExampleRenderer.render(.listView(entity: "Widget"), as: .openStep)]),
        nonTriggeringExamples: RuleExample.all(
            .widgetTypeDetailView(addNewDefinition: "WidgetAddView"), name: "WidgetTypeDetailView",
            otherFiles: ["Add/WidgetAddView.plist": ExampleValue.widgetAddViewFile]))
}

extension Diagnostic {
    package static func missingDefinition(_ name: String, key: String, suggestion: String?, at location: SourceLocation)
        -> Diagnostic
    {
        let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
        return Diagnostic(
            .missingDefinition,
            "no definition named '\(name)' (\(name).plist or \(name).json) for '\(key)'\(hint)", at: location,
            fixIt: suggestion)
    }

    /// A missing definition whose near name `guess` may not be the one meant (`reason` says why, when
    /// known): not a fix-it, which `--fix` would apply, but a note at that definition.
    package static func missingDefinition(
        _ name: String, key: String, guess: String, because reason: String?, guessAt: SourceLocation, at location: SourceLocation
    ) -> Diagnostic {
        Diagnostic(
            .missingDefinition, "no definition named '\(name)' (\(name).plist or \(name).json) for '\(key)'", at: location,
            notes: [DiagnosticNote("did you mean '\(guess)'?" + (reason.map { " \($0)" } ?? ""), at: guessAt)])
    }

    package static func referenceWithExtension(_ name: String, key: String, bareName: String, at location: SourceLocation)
        -> Diagnostic
    {
        Diagnostic(
            .missingDefinition,
            "'\(key)' takes a definition's name without its extension ('\(bareName)'): the app would look for '\(name).plist'",
            at: location, fixIt: bareName)
    }
}
