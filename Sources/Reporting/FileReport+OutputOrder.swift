import Checks
import Diagnostics

extension Sequence<FileReport> {
    /// Every diagnostic of the run with the report it came from, in the one order all reporters print:
    /// by file, then position, then code (``Diagnostic/sortedForOutput(_:)``). Sorting the diagnostics
    /// themselves, not the reports, keeps a finding in the right place even when a report holds findings
    /// about another file.
    public var diagnosticsInOutputOrder: [(diagnostic: Diagnostic, report: FileReport)] {
        flatMap { report in report.diagnostics.map { (diagnostic: $0, report: report) } }
            .sorted { Diagnostic.precedesInOutput($0.diagnostic, $1.diagnostic) }
    }
}
