extension RuleDescription {
    static let pathEscape = RuleDescription(
        code: .pathEscape, severity: .error,
        checkedBy: ["DefinitionValidator.checkReferences"],
        summary: "A reference names a path outside the definitions folder.",
        explanation: """
            Definitions ship in the app bundle, and cdlgen never opens files outside the definitions \
            folders: a reference may name a subfolder ('Add/WidgetAddView'), but not an absolute path or one \
            that leaves the folder with '..' or a symbolic link.
            """,
        triggeringExamples: RuleExample.all(
            .widgetTypeDetailView(addNewDefinition: "↓../Secrets/WidgetAddView"), name: "WidgetTypeDetailView")
            + RuleExample.all(.widgetTypeDetailView(addNewDefinition: "↓/etc/passwd"), name: "WidgetTypeDetailView", otherFiles: [:]),
        nonTriggeringExamples: RuleExample.all(
            .widgetTypeDetailView(addNewDefinition: "Add/WidgetAddView"), name: "WidgetTypeDetailView",
            otherFiles: ["Add/WidgetAddView.plist": ExampleValue.widgetAddViewFile]))
}
