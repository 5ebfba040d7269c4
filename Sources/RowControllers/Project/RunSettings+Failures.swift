extension RunSettings {
    /// Whether a diagnostic of this severity fails the run: an error, or a warning with `strict`.
    public func fails(_ severity: DiagnosticSeverity) -> Bool {
        severity == .error || (strict && severity == .warning)
    }

    /// Whether the run fails (exit status 1).
    public func fails(_ summary: ValidationSummary) -> Bool {
        summary.errors > 0 || (strict && summary.warnings > 0)
    }

    /// Keeps only the diagnostics that fail the run, for `--quiet`.
    public func keepFailures(in reports: inout [FileReport]) {
        for index in reports.indices {
            reports[index].diagnostics.removeAll { !fails($0.severity) }
        }
    }
}
