extension RuleDescription {
    static let missingDefinition = RuleDescription(
        code: .missingDefinition, severity: .error,
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
