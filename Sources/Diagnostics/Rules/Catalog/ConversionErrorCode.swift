import PlistLoader

extension DiagnosticCode {
    /// A value the target format cannot hold at all, or a format this version cannot write.
    /// A finding of `cdlgen convert`, about writing a file rather than a definition: not a rule
    /// (`RuleRegistry.otherCodes` explains it), and `validate` never reports it.
    public static let conversionError = Self("conversion-error")
}

extension RuleDescription {
    /// Not a rule: a finding of `cdlgen convert` that stops a file from being written.
    static let conversionError = RuleDescription(
        readmeOrder: 430, code: .conversionError, severity: .error,
        checkedBy: ["PlistConverter.convert"],
        summary: "cdlgen convert: a value the target format cannot hold at all; the file is not written.",
        action: "None: a finding of `cdlgen convert`.",
        explanation: """
            Some values have no form in the target format: an infinite or NaN real in JSON, a UID (from a keyed \
            archive) outside a binary plist. The file is left as it was (the others are still converted) and \
            `convert` exits with 1. Change the value, or convert to a format that holds it.

            Example (`cdlgen convert Numbers.plist --to json`):

                Numbers.plist:2:90: error: JSON cannot hold the real inf (at big) [conversion-error]
            """,
        triggeringExamples: [], nonTriggeringExamples: [])
}

extension Diagnostic {
    /// An error: the file is not written.
    package static func conversionError(_ error: PlistWriterError, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.conversionError, error.message, at: location)
    }
}
