import Checks

/// What `validate --fix` found to do over a workspace: the files to change, and what it left and why.
/// Nothing is written until ``FixedFile/write()`` is called: `--fix-dry-run` only shows ``FixedFile/diff``.
public struct FixRun: Sendable {
    /// The files the fixes change, in path order (a file whose fixes were all reverted is not one).
    public var files: [FixedFile]
    /// In the order they were found: by pass, then path.
    public var notes: [FixNote]
    /// The passes that ran (the last one found nothing more to fix, unless the limit stopped them).
    public var passes: Int
    /// The reports on the files as they are, before any fix: what `validate` finds.
    public var reportsBefore: [FileReport]
    /// The reports with the fixes in place.
    public var reportsAfter: [FileReport]

    /// How many fix-its the changes apply.
    public var fixCount: Int { files.reduce(0) { $0 + $1.fixCount } }
}
