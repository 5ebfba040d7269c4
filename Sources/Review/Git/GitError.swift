/// Why git could not answer: not a repository, an unknown revision, git missing or failing. An I/O
/// failure of `cdlgen diff` (exit status 2), never a finding.
public struct GitError: Error, Equatable, Sendable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
