import CoreDataModel
import PlistLoader

extension DiagnosticCode {
    public static let relationshipInAddView = Self("relationship-in-add-view")
}

extension RuleDescription {
    static let relationshipInAddView = RuleDescription(
        readmeOrder: 220, code: .relationshipInAddView, severity: .warning,
        checkedBy: ["AddViewChecker.check"],
        summary: "The add-new definition shows the inverse of the relationship it adds to.",
        action: "\"Add New\": the inverse's row stays empty and cannot be set.",
        explanation: """
            A to-many row's "Add New" opens addNewObjectPropertyListFile to create an object, and attaches it \
            through the relationship's inverse itself once Save has validated it: what the user chose in a \
            row for that inverse is overwritten. CDL's docs say to leave it out (its WidgetAddView-FromType is \
            WidgetDetailView without the type.name row). Remove the row from the add view, unless the inverse \
            is required (see unsaveable-view). The diagnostic is in the add view, with a note at the row that \
            opens it.
            """,
        triggeringExamples: RuleExample.withModel(
            .detailView(title: "Widget", .nameRow, .row("Relationship", "Type", "↓type.name")),
            name: "WidgetAddView",
            otherFiles: [
                "WidgetTypeDetailView.plist": ExampleRenderer.render(
                    .widgetTypeDetailView(addNewDefinition: "WidgetAddView"), as: .openStep)
            ]),
        nonTriggeringExamples: RuleExample.withModel(
            .detailView(title: "Widget", .nameRow),
            name: "WidgetAddView",
            otherFiles: [
                "WidgetTypeDetailView.plist": ExampleRenderer.render(
                    .widgetTypeDetailView(addNewDefinition: "WidgetAddView"), as: .openStep)
            ]))
}

extension Diagnostic {
    package static func relationshipInAddView(
        _ keyPath: String, addView: String, relationship: String, inverse: String, at location: SourceLocation,
        referredFrom: SourceLocation
    ) -> Diagnostic {
        Diagnostic(
            .relationshipInAddView,
            "'\(addView)' creates objects for '\(relationship)', which sets their '\(inverse)' itself once they are saved, "
                + "overwriting what is chosen here; do not show '\(keyPath)' here",
            at: location, notes: [DiagnosticNote("'\(addView)' is the add-new view of '\(relationship)' here", at: referredFrom)])
    }
}
