import CoreDataModel

extension RuleDescription {
    static let toManyMismatch = RuleDescription(
        code: .toManyMismatch, severity: .error,
        checkedBy: ["KeyPathChecker.cardinalityProblem"],
        summary: "A to-one row goes through a to-many relationship, or a to-many row through a to-one.",
        action: "Opening the view.",
        explanation: """
            Single-line, Boolean and Relationship rows show one value, so every relationship on their key \
            path must be to-one. ToManyRelationship and ToManyOrderedRelationship rows start with a to-many \
            relationship (one table row per related object). Change the row type, or the key path. A list \
            view's cell through a to-many relationship is a warning: it shows the description of the set \
            of values.
            """,
        triggeringExamples: RuleExample.withModel(
            .detailView(title: "Task", .row("Relationship", "Step", "↓steps.name")), name: "TaskDetailView")
            + RuleExample.withModel(
                .array([.dict(["rowInformation": .array([.row("ToManyRelationship", "Category", "↓category.name")])])]),
                name: "TaskDetailView"),
        nonTriggeringExamples: RuleExample.withModel(
            .array([
                .dict(["rowInformation": .array([.row("Relationship", "Category", "category.name")])]),
                .dict(["sectionTitle": "Steps", "rowInformation": .array([.row("ToManyRelationship", "Step", "steps.name")])]),
            ]),
            name: "TaskDetailView"),
        warningExamples: RuleExample.withModel(
            .dict([
                "entityName": "Task", "sortKeyPaths": .array(["name"]), "cellTextLabelKeyPath": "name",
                "cellDetailTextLabelKeyPath": "↓steps.name", "detailViewPropertyListFile": "TaskDetailView",
            ]), name: "TaskListView",
            otherFiles: ["TaskDetailView.plist": ExampleRenderer.render(.detailView(title: "Task", .nameRow), as: .openStep)]))
}
