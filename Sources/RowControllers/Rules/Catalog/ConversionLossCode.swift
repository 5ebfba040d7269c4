extension RuleDescription {
    /// Not a rule: a finding of `cdlgen convert`, about the file it writes.
    static let conversionLoss = RuleDescription(
        code: .conversionLoss, severity: .warning,
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
