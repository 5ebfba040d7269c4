import CoreDataModel
import PlistLoader

extension DiagnosticCode {
    public static let entityUnresolved = Self("entity-unresolved")
}

extension RuleDescription {
    static let entityUnresolved = RuleDescription(
        readmeOrder: 350, code: .entityUnresolved, severity: .note,
        checkedBy: ["ModelChecker.check"],
        summary: "The definition's entity could not be inferred; model checks skipped for it.",
        action: "None known: cdlgen cannot check the view against the model.",
        explanation: """
            cdlgen finds a detail view's entity from the project file's 'entities', a list view that opens \
            it, the relationship whose "Add New" view it is, or the longest entity name that starts its file \
            name (WidgetTypeDetailView → WidgetType); else --entity. When none applies, its key paths cannot be \
            checked. Name the file after its entity (EventDetailView.plist), or name the entity in \
            cdlgen.json: "entities": {"DetailView": "Event"}.
            """,
        triggeringExamples: RuleExample.withModel(.marked(.detailView(.nameRow)), name: "DetailView"),
        nonTriggeringExamples: RuleExample.withModel(.detailView(.nameRow), name: "EventDetailView"))
}

extension Diagnostic {
    package static func entityUnresolved(_ definition: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .entityUnresolved,
            "cannot tell which entity '\(definition)' shows, so it is not checked against the model; name it under 'entities' in cdlgen.json, or pass --entity",
            at: location)
    }
}
