import CoreDataModel
import PlistLoader

extension DiagnosticCode {
    public static let orderedRelationshipModel = Self("ordered-relationship-model")
}

extension RuleDescription {
    static let orderedRelationshipModel = RuleDescription(
        readmeOrder: 290, code: .orderedRelationshipModel, severity: .error,
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

extension Diagnostic {
    /// `problem` says which of the ordered row's four relationships breaks CDL's checks, and how.
    package static func orderedRelationshipModel(_ problem: String, keyPath: String, note: DiagnosticNote?, at location: SourceLocation)
        -> Diagnostic
    {
        Diagnostic(
            .orderedRelationshipModel,
            "CDL raises for the ordered row '\(keyPath)': \(problem)", at: location, notes: note.map { [$0] } ?? [])
    }
}
