extension RuleDescription {
    static let unknownEntity = RuleDescription(
        code: .unknownEntity, severity: .error,
        summary: "An entity named by a definition or the project file is not in the model.",
        explanation: """
            A list view's entityName, a to-many row's relationshipEntityName or relationshipIntermediateEntityName, \
            and the values of the project file's 'entities' must name entities of the Core Data model: the app \
            fetches or creates objects of that entity, and an unknown name crashes it. The closest entity name \
            is offered.
            """,
        triggeringExamples: RuleExample.withModel(.listView(entity: "↓Evnt"), name: "EventListView", otherFiles: ["EventDetailView.plist": ExampleValue.eventDetailViewFile])
            + RuleExample.withModel(
                .array([.dict(["sectionTitle": "Widgets", "rowInformation": .array([
                    .row("ToManyRelationship", "Widget", "widgets.name", ["relationshipEntityName": "↓Widgte"]),
                ])])]),
                name: "WidgetTypeDetailView"),
        nonTriggeringExamples: RuleExample.withModel(.listView(entity: "Event"), name: "EventListView", otherFiles: ["EventDetailView.plist": ExampleValue.eventDetailViewFile]))
}
