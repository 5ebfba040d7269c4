extension RuleDescription {
    static let missingOrderAttribute = RuleDescription(
        code: .missingOrderAttribute, severity: .error,
        summary: "An ordered row's intermediate entity has no numeric 'order' attribute.",
        explanation: """
            A ToManyOrderedRelationship row ('intermediate.relationship.attribute') goes through an \
            intermediate entity that joins the object to the related ones and holds their position in a \
            numeric attribute named 'order': CDL sorts the rows by it and rewrites it when rows are moved. \
            Add an Integer 16 'order' attribute to the intermediate entity.
            """,
        triggeringExamples: RuleExample.withModel(
            .array([.dict(["rowInformation": .array([.row("ToManyOrderedRelationship", "Part", "↓parts.part.name")])])]), name: "WidgetDetailView"),
        nonTriggeringExamples: RuleExample.withModel(
            .array([.dict(["rowInformation": .array([.row("ToManyOrderedRelationship", "Step", "manufacturingSteps.step.name")])])]),
            name: "WidgetDetailView"))
}
