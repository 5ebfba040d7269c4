import PlistLoader

extension DiagnosticCode {
    /// A file with more findings than are listed (1,000 per file, of decoding or of a conversion's
    /// losses): one diagnostic stands for the rest. Not a rule: there is nothing to turn off
    /// (`RuleRegistry.otherCodes` explains it).
    public static let tooManyProblems = Self("too-many-problems")
}

extension RuleDescription {
    /// Not a rule (nothing to turn off): the stand-in for findings past the listing limit.
    static let tooManyProblems = RuleDescription(
        readmeOrder: 410, code: .tooManyProblems, severity: .error,
        checkedBy: ["DiagnosticCollector.diagnostics", "PlistConverter.convert"],
        summary: "A file has more findings than are listed (1,000 per file); one diagnostic stands for the rest.",
        action: "Those of the findings it stands for.",
        explanation: """
            A file with more than 1,000 problems is rarely a definition with mistakes: more often it is not a \
            definition at all (a generated file, a data dump in a searched folder). Listing every finding would \
            cost memory and output out of all proportion, so the first 1,000 are listed and this diagnostic, \
            at the first of the others, counts the rest; its severity is the worst of them, and the summary \
            ("checked 1 file: 1005 errors") counts each of them. `cdlgen convert` says the same of more than \
            1,000 conversion losses in one file (a warning). Fix the problems listed, or leave the file out \
            of the search (the project file's `exclude`). It is not a rule: it cannot be turned off.

            Example:

                Generated.plist:4:7: error: 5 more problems are not listed (at most 1000 are, per file); \
            the first is here: unknown row type 'Nope' [unknown-row-type] [too-many-problems]
            """,
        triggeringExamples: [], nonTriggeringExamples: [])
}

extension Diagnostic {
    /// The losses past those a writer lists, at the first of them.
    package static func unlistedConversionLosses(_ count: Int, first: PlistWriterLoss, at location: SourceLocation) -> Diagnostic {
        // As severe as the losses it stands for, not as too-many-problems' own (error) severity.
        let severity = RuleDescription.conversionLoss.severity
        var diagnostic = Diagnostic(
            severity, .tooManyProblems,
            "\(count) more values are not written as they were read, and are not listed "
                + "(at most \(PlistWriterOutput.lossListLimit) are, per file); the first is here: \(first.message)",
            at: location)
        diagnostic.unlisted = [.conversionLoss: [severity: count]]
        return diagnostic
    }

    /// The summary of the findings past the limit of one file, at the first of them.
    /// As severe as the worst of them; summaries count each of them.
    package static func tooManyProblems(_ unlisted: [DiagnosticCode: [DiagnosticSeverity: Int]], limit: Int, first: Diagnostic)
        -> Diagnostic
    {
        let count = unlisted.values.flatMap(\.values).reduce(0, +)
        // Not the description's severity: a summary of warnings must not fail a run that they would not.
        var diagnostic = Diagnostic(
            unlisted.values.flatMap(\.keys).max() ?? first.severity, .tooManyProblems,
            "\(count) more problems are not listed (at most \(limit) are, per file); the first is here: \(first.message) [\(first.code)]",
            at: first.location)
        diagnostic.unlisted = unlisted
        return diagnostic
    }
}
