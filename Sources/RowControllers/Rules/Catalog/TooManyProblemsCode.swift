extension RuleDescription {
    /// Not a rule (nothing to turn off): the stand-in for findings past the listing limit.
    static let tooManyProblems = RuleDescription(
        code: .tooManyProblems, severity: .error,
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
