import Diagnostics

/// What the command line says about a run; each option set here overrides the project file.
public struct RunOptions: Sendable {
    /// Definition files or folders; empty for the project file's (or `./Definitions`).
    public var paths: [String] = []
    public var model: String?
    /// The entity of definitions nothing else names one for.
    public var entity: String?
    /// A project file to use instead of looking for one.
    public var projectFile: String?
    /// Use no project file at all.
    public var ignoresProjectFile = false
    /// `--strict`; nil when not given, so that the project file's `strict` holds.
    public var strict: Bool?
    /// `--rule CODE=SETTING`, over the project file's `rules` code by code.
    public var rules: [DiagnosticCode: RuleSetting] = [:]
    /// `--allow-outside-project`: the project file's paths may lead outside the project (its folder, or
    /// the git repository holding it). Off, such a path is a `path-escape` and is not read.
    public var allowsOutsideProject = false
    /// The project file's bytes when they are not the disk's: an editor's unsaved text of it.
    public var projectFileText: [UInt8]?

    public init() {}
}
