import CoreDataModel
import Definitions
import PlistLoader

extension DiagnosticCode {
    public static let toManyMismatch = Self("to-many-mismatch")
}

extension RuleDescription {
    static let toManyMismatch = RuleDescription(
        readmeOrder: 270, code: .toManyMismatch, severity: .error,
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

extension Diagnostic {
    package static func toOneRowThroughToMany(_ name: String, of entity: String, rowType: String, at location: SourceLocation) -> Diagnostic
    {
        Diagnostic(
            .toManyMismatch,
            "'\(entity).\(name)' is a to-many relationship, but \(rowType) shows one object; use a ToManyRelationship row in a section of its own",
            at: location)
    }

    package static func listCellThroughToMany(_ name: String, of entity: String, place: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .warning, .toManyMismatch,
            "'\(entity).\(name)' is a to-many relationship: \(place) shows the description of the set of its values, "
                + "as \"{(\n    a,\n    b\n)}\"; show a to-one relationship's value",
            at: location)
    }

    package static func toManyRowThroughToOne(_ name: String, of entity: String, rowType: RowType, at location: SourceLocation)
        -> Diagnostic
    {
        Diagnostic(
            .toManyMismatch,
            "'\(entity).\(name)' is a to-one relationship, but a \(rowType.rawValue) row needs a to-many one; use a Relationship row",
            at: location)
    }
}
