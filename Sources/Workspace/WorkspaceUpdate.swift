import Checks

/// What a change to a workspace checked again: the reports of the files it affected, with the project's
/// rules applied, and the files whose reports are gone (deleted, or no longer definitions of the project).
public struct WorkspaceUpdate: Sendable {
    public var reports: [FileReport]
    /// Paths as the gone reports had them.
    public var removedPaths: [String]

    public init(reports: [FileReport] = [], removedPaths: [String] = []) {
        self.reports = reports
        self.removedPaths = removedPaths
    }
}
