extension RuleDescription {
    static let entityUnresolved = RuleDescription(
        code: .entityUnresolved, severity: .note,
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
