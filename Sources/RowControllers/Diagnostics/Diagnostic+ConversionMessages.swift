import PlistLoader

extension Diagnostic {
    /// The writer's own words ("the date at [0].created is written as an ISO-8601 string"): a warning,
    /// since the file is still written.
    static func conversionLoss(_ loss: PlistWriterLoss, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.conversionLoss, loss.message, at: location)
    }

    /// Comments of an OpenStep file, which the writers do not keep (JSON and binary have none, and the
    /// XML and OpenStep writers write the values afresh): one warning, at the first.
    static func commentsDropped(at location: SourceLocation) -> Diagnostic {
        Diagnostic(.conversionLoss, "the file's comments are dropped: a converted file has none; this is the first", at: location)
    }

    /// The losses past those a writer lists, at the first of them.
    static func unlistedConversionLosses(_ count: Int, first: PlistWriterLoss, at location: SourceLocation) -> Diagnostic {
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

    /// An error: the file is not written.
    static func conversionError(_ error: PlistWriterError, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.conversionError, error.message, at: location)
    }
}
