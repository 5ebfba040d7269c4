/// What changed in a project's definitions between two versions, file by file in path order.
public struct ProjectDiff: Sendable {
    public var from: DiffVersion
    public var to: DiffVersion
    public var definitions: [DefinitionDiff]
    /// The project's `strict` (or `--strict`): a new warning fails it too.
    public var strict: Bool

    public init(from: DiffVersion, to: DiffVersion, definitions: [DefinitionDiff], strict: Bool = false) {
        self.from = from
        self.to = to
        self.definitions = definitions
        self.strict = strict
    }

    /// The counts a report starts with.
    public var summary: DiffSummary { DiffSummary(self) }

    /// Whether the later version has a new diagnostic that fails the project: an error, or a warning
    /// when it is strict. `cdlgen diff` then exits with 1.
    public var hasNewFailures: Bool {
        definitions.contains { definition in
            definition.newDiagnostics.contains { $0.severity == .error || (strict && $0.severity == .warning) }
        }
    }
}
