/// One side of a comparison: a commit, or the working tree.
public struct DiffVersion: Equatable, Sendable {
    /// As the user named it (`HEAD~1`, `main`), or "working tree".
    public var label: String
    /// The full commit hash; nil for the working tree.
    public var commit: String?

    public init(label: String, commit: String?) {
        self.label = label
        self.commit = commit
    }

    public static let workingTree = DiffVersion(label: "working tree", commit: nil)
}
