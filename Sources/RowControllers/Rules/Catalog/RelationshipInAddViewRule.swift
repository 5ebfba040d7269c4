extension RuleDescription {
    static let relationshipInAddView = RuleDescription(
        code: .relationshipInAddView, severity: .error,
        summary: "The add-new definition shows the inverse of the relationship it adds to.",
        explanation: """
            A to-many row's "Add New" opens addNewObjectPropertyListFile to create an object, and attaches it \
            through the relationship's inverse itself. A row for that inverse in the add view would let the \
            user attach it elsewhere: CDL's WidgetAddView-FromType is WidgetDetailView without its type.name \
            row. Remove the row from the add view. The diagnostic is in the add view, with a note at the row \
            that opens it.
            """,
        triggeringExamples: RuleExample.withModel(
            .detailView(title: "Widget", .nameRow, .row("Relationship", "Type", "↓type.name")),
            name: "WidgetAddView",
            otherFiles: ["WidgetTypeDetailView.plist": ExampleRenderer.render(.widgetTypeDetailView(addNewDefinition: "WidgetAddView"), as: .openStep)]),
        nonTriggeringExamples: RuleExample.withModel(
            .detailView(title: "Widget", .nameRow),
            name: "WidgetAddView",
            otherFiles: ["WidgetTypeDetailView.plist": ExampleRenderer.render(.widgetTypeDetailView(addNewDefinition: "WidgetAddView"), as: .openStep)]))
}
