import Checks
import Diagnostics
import Reporting

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
            reports[index].diagnostics = reports[index].diagnostics.compactMap { diagnostic in
                // A `too-many-problems` keeps only the findings that fail the run, and only if there are any.
                guard fails(diagnostic.severity) else { return nil }
                return diagnostic.mappingUnlisted { _, severity in fails(severity) ? severity : nil }
            }
        }
    }
}
