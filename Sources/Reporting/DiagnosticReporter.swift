import Checks

/// Turns the reports of a run into one output format. Reporters print diagnostics in file and position
/// order, whatever order the files were checked in.
public protocol DiagnosticReporter: Sendable {
    func render(_ reports: [FileReport]) -> String
}
