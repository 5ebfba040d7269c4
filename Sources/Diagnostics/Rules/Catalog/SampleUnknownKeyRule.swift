import CoreDataModel
import PlistLoader

extension DiagnosticCode {
    public static let sampleUnknownKey = Self("sample-unknown-key")
}

extension RuleDescription {
    static let sampleUnknownKey = RuleDescription(
        readmeOrder: 370, code: .sampleUnknownKey, severity: .warning,
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

extension Diagnostic {
    /// A key of a sample object that its entity does not have: the preview shows nothing for it.
    package static func sampleUnknownKey(_ key: String, entity: String, suggestion: String?, at location: SourceLocation) -> Diagnostic {
        let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
        return Diagnostic(
            .sampleUnknownKey, "'\(entity)' has no attribute or relationship '\(key)', so no preview shows this value\(hint)",
            at: location, fixIt: suggestion)
    }
}
