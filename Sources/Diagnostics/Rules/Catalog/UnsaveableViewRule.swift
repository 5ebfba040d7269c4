import Basics
import CoreDataModel
import PlistLoader

extension DiagnosticCode {
    public static let unsaveableView = Self("unsaveable-view")
}

extension RuleDescription {
    static let unsaveableView = RuleDescription(
        readmeOrder: 300, code: .unsaveableView, severity: .error,
        checkedBy: ["UnsaveableViewChecker.check"],
        summary: "A view that creates objects cannot pass Core Data's validation.",
        action: "Save of the view \"+\" or \"Add New\" opens in add mode.",
        explanation: """
            A list view's "+" opens its detail view in add mode on a new object, and a to-many row's "Add \
            New" opens its add view on one. Save runs validateForUpdate:, and until it passes CDL shows \
            "Validation Error" and keeps the screen: so the view must show every required property of the \
            new object (an attribute that is not optional, not transient and has no default value; a \
            required to-one relationship). An add view's object is attached through the inverse only after \
            it validates, so a required inverse can never be set. The diagnostic is at the view's root, with \
            a note where it is opened. Show the property, or make it optional or give it a default.
            """,
        triggeringExamples: RuleExample.withModel(
            .marked(.detailView(.row("SingleLineValueSmallLabel", "Details", "details"))),
            otherFiles: ["EventListView.plist": ExampleRenderer.render(.listView(entity: "Event"), as: .openStep)])
            + RuleExample.withModel(
                .marked(
                    .detailView(
                        title: "Widget",
                        .row("SingleLineValueSmallLabel", "Release", "releaseDate", ["dateFormatterStyle": "NSDateFormatterMediumStyle"]))),
                name: "WidgetAddView",
                otherFiles: [
                    "WidgetTypeDetailView.plist": ExampleRenderer.render(
                        .widgetTypeDetailView(addNewDefinition: "WidgetAddView"), as: .openStep)
                ]),
        nonTriggeringExamples: RuleExample.withModel(
            .detailView(.nameRow), otherFiles: ["EventListView.plist": ExampleRenderer.render(.listView(entity: "Event"), as: .openStep)])
            + RuleExample.withModel(
                .detailView(title: "Widget", .nameRow),
                name: "WidgetAddView",
                otherFiles: [
                    "WidgetTypeDetailView.plist": ExampleRenderer.render(
                        .widgetTypeDetailView(addNewDefinition: "WidgetAddView"), as: .openStep)
                ]))
}

extension Diagnostic {
    /// `inverse`: the relationship CDL sets only after validating (add-new views), named apart when missing.
    package static func unsaveableView(
        _ view: String, entity: String, missing: [String], inverse: String?, note: DiagnosticNote, at location: SourceLocation
    ) -> Diagnostic {
        let names = missing.map { name in
            "'\(name)'" + (name == inverse ? " (the inverse, which CDL sets only after Save has validated the object)" : "")
        }
        let list = SpokenList.joined(names)
        return Diagnostic(
            .unsaveableView,
            "'\(view)' creates \(entity) objects, but does not show \(list), which \(names.count == 1 ? "is" : "are") required and "
                + "\(names.count == 1 ? "has" : "have") no default: Save shows \"Validation Error\" and never succeeds",
            at: location, notes: [note])
    }
}
