/// Turns a ``ProjectDiff`` into one output format. Every reporter starts with the summary and lists
/// definitions in path order and changes in the later version's order, so the same diff always gives
/// the same bytes.
public protocol DiffReporter: Sendable {
    func render(_ diff: ProjectDiff) -> DiffReport
}
