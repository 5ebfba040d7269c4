import PlistLoader

extension DiagnosticCode {
    /// A value the target format does not keep as it is (a date in JSON, a boolean in OpenStep).
    /// A finding of `cdlgen convert`, about writing a file rather than a definition: not a rule
    /// (`RuleRegistry.otherCodes` explains it), and `validate` never reports it.
    public static let conversionLoss = Self("conversion-loss")
}

extension RuleDescription {
    /// Not a rule: a finding of `cdlgen convert`, about the file it writes.
    static let conversionLoss = RuleDescription(
        readmeOrder: 420, code: .conversionLoss, severity: .warning,
        checkedBy: ["PlistConverter.convert"],
        summary: "cdlgen convert: a value the target format does not keep as it was read.",
        action: "None: a finding of `cdlgen convert`.",
        explanation: """
            Each format holds some values the others cannot: JSON has no dates or data (they are written as an \
            ISO-8601 string and as Base64), OpenStep has no booleans or numbers (they become strings), and only \
            OpenStep files have comments, which every other format drops. The file is still written; the \
            warning points at the value (or the first comment) in the file read, so you can check that the app \
            reads the converted value as it read the old one. In a definition, OpenStep's YES and NO become \
            real booleans without a warning: CDL reads both the same.

            Example (`cdlgen convert Event.plist --to json`):

                Event.plist:2:43: warning: the date at when is written as an ISO-8601 string [conversion-loss]
            """,
        triggeringExamples: [], nonTriggeringExamples: [])
}

extension Diagnostic {
    /// The writer's own words ("the date at [0].created is written as an ISO-8601 string"): a warning,
    /// since the file is still written.
    package static func conversionLoss(_ loss: PlistWriterLoss, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.conversionLoss, loss.message, at: location)
    }

    /// Comments of an OpenStep file, which the writers do not keep (JSON and binary have none, and the
    /// XML and OpenStep writers write the values afresh): one warning, at the first.
    package static func commentsDropped(at location: SourceLocation) -> Diagnostic {
        Diagnostic(.conversionLoss, "the file's comments are dropped: a converted file has none; this is the first", at: location)
    }
}
