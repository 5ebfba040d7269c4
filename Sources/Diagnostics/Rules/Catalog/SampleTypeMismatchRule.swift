import PlistLoader

extension DiagnosticCode {
    public static let sampleTypeMismatch = Self("sample-type-mismatch")
}

extension RuleDescription {
    static let sampleTypeMismatch = RuleDescription(
        readmeOrder: 380, code: .sampleTypeMismatch, severity: .error,
        checkedBy: ["SampleObjectChecker.check"],
        summary: "A sample value its attribute or relationship cannot hold.",
        action: "None in the app: the preview's sample data.",
        explanation: """
            A preview shows sample values as the app would, so a value the app could never hold makes it \
            wrong: a date that is not ISO 8601 (2026-03-14, 2026-03-14T09:30:00Z), text where a number or a \
            boolean goes, a fraction for an Integer attribute, or anything but an object for a to-one \
            relationship and an array of objects for a to-many one. Strings that read as the attribute's type \
            pass: OpenStep files write every number and boolean as a string.
            """,
        triggeringExamples: RuleExample.all(
            .dict(["name": "Swift Meetup", "eventDate": "↓next Thursday"]), name: "Samples/Event", model: ExampleModel.contents)
            + RuleExample.all(
                .dict(["name": "Swift Meetup", "type": .marked(.array([]))]), name: "Samples/Event", model: ExampleModel.contents),
        nonTriggeringExamples: RuleExample.all(
            .dict(["name": "Swift Meetup", "eventDate": "2026-12-03T18:30:00Z", "publicEvent": "YES", "type": .dict(["name": "Meetup"])]),
            name: "Samples/Event", model: ExampleModel.contents))
}

extension Diagnostic {
    /// A sample value its attribute or relationship cannot hold: the preview would show something the app
    /// never could.
    package static func sampleTypeMismatch(_ key: String, entity: String, problem: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.sampleTypeMismatch, "'\(entity).\(key)': \(problem)", at: location)
    }
}
