extension RuleDescription {
    static let orderedRelationshipModel = RuleDescription(
        code: .orderedRelationshipModel, severity: .error,
        checkedBy: ["RowRelationshipChecker.checkOrdered"],
        summary: "An ordered row's relationships break CDL's runtime checks.",
        action: "Opening the view: CDL checks the four relationships and raises.",
        explanation: """
            When a ToManyOrderedRelationship section loads, CDL checks the four relationships of \
            'intermediate.relationship.attribute' and raises unless: the object's relationship to the \
            intermediate entity is to-many with the Cascade delete rule; its inverse is to-one with Nullify; \
            the intermediate's relationship to the shown objects is to-one with Nullify; and that one's \
            inverse is to-many with Cascade. A missing inverse fails too. Change the delete rules in the model.
            """,
        triggeringExamples: RuleExample.withModel(
            .array([.dict(["rowInformation": .array([.row("ToManyOrderedRelationship", "Song", "↓entries.song.name")])])]),
            name: "PlaylistDetailView"),
        nonTriggeringExamples: RuleExample.withModel(
            .array([.dict(["rowInformation": .array([.row("ToManyOrderedRelationship", "Step", "manufacturingSteps.step.name")])])]),
            name: "WidgetDetailView"))
}
