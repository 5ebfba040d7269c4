import CoreDataModel

extension RuleDescription {
    static let sampleUnknownKey = RuleDescription(
        code: .sampleUnknownKey, severity: .warning,
        checkedBy: ["SampleObjectChecker.check"],
        summary: "A key of a sample object is no attribute or relationship of its entity.",
        action: "None in the app: the preview's sample data.",
        explanation: """
            Sample files (Samples/‹Entity›.json or .plist, README, "Commands") fill previews. A key the entity does not \
            have is shown by no row, so a preview quietly misses the value it was written for: usually a typo \
            or a renamed attribute (the fix-it names the closest property). Checked against the model, in \
            every file of the samples folder and in related objects nested in them, by validate and preview \
            alike.
            """,
        triggeringExamples: RuleExample.all(
            .dict(["name": "Swift Meetup", "↓detials": "Talks and pizza"]), name: "Samples/Event", model: ExampleModel.contents),
        nonTriggeringExamples: RuleExample.all(
            .dict(["name": "Swift Meetup", "details": "Talks and pizza"]), name: "Samples/Event", model: ExampleModel.contents))
}
