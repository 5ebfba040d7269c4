/// `validate --fix`: applies the definitions' fix-its that are certain, as cargo fix and ruff do — the
/// fixes of each file that do not overlap (`FileFixer`), then the files checked again, and again while
/// fixes bring new fix-its (a fixed key makes its value read), up to ``maximumPasses``. A fix that brings
/// a new failing diagnostic (an error; a warning too with `strict`) is taken back. Works on the workspace's
/// texts in memory: what it would write is in the ``FixRun``, and nothing is written here.
///
/// Only definitions are fixed: the project file and the sample data are the run's settings, which every
/// definition is checked with.
public struct WorkspaceFixer: Sendable {
    public var maximumPasses = 4

    public init() {}

    /// Fixes `workspace`'s definitions in memory: afterwards its texts are the fixed files.
    public func fix(_ workspace: Workspace) -> FixRun {
        var loop = FixLoop(workspace: workspace, maximumPasses: maximumPasses)
        return loop.run()
    }
}
