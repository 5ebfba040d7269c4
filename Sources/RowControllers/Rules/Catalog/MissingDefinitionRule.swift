extension RuleDescription {
    static let missingDefinition = RuleDescription(
        code: .missingDefinition, severity: .error,
        checkedBy: ["DefinitionValidator.checkReferences"],
        summary: "A referenced definition does not exist.",
        action: "Tapping the list row, or \"Add New\", that opens the definition.",
        explanation: """
            addNewObjectPropertyListFile and detailViewPropertyListFile name another definition without its \
            extension; it is looked up as NAME.plist, then NAME.json, first beside the referring file, then \
            anywhere under the definitions folders. Write the name without ".plist": the app adds it.
            """,
        triggeringExamples: RuleExample.all(.widgetTypeDetailView(addNewDefinition: "↓WidgetAddView"), name: "WidgetTypeDetailView")
            + RuleExample.all(
                .widgetTypeDetailView(addNewDefinition: "↓WidgetAddView.plist"), name: "WidgetTypeDetailView",
                otherFiles: ["WidgetAddView.plist": ExampleValue.widgetAddViewFile]),
        nonTriggeringExamples: RuleExample.all(
            .widgetTypeDetailView(addNewDefinition: "WidgetAddView"), name: "WidgetTypeDetailView",
            otherFiles: ["Add/WidgetAddView.plist": ExampleValue.widgetAddViewFile]))
}
