import Diagnostics

/// Two versions of one definition, for a page that draws them side by side as the preview draws each
/// (the sections and rows that changed marked through ``PreviewSection/change`` and
/// ``PreviewRow/change``), with what changed listed above them in words.
public struct PreviewComparison: Sendable {
    /// One version: what it is called (`HEAD~1`, "working tree") and its table, nil when the definition
    /// does not exist in that version.
    public struct Side: Sendable {
        public var label: String
        public var table: PreviewTable?

        public init(label: String, table: PreviewTable?) {
            self.label = label
            self.table = table
        }
    }

    /// The definition's name.
    public var name: String
    /// Its file, as diagnostics name it (the later version's path).
    public var file: String
    /// What happened to the file: "modified", "added", "deleted", "renamed".
    public var status: String
    /// The earlier path of a renamed file.
    public var renamedFrom: String?
    public var before: Side
    public var after: Side
    public var changes: [PreviewChangeLine]
    /// Diagnostics of the later version that the earlier one did not have.
    public var newDiagnostics: [Diagnostic]

    public init(
        name: String, file: String, status: String, renamedFrom: String? = nil, before: Side, after: Side, changes: [PreviewChangeLine],
        newDiagnostics: [Diagnostic]
    ) {
        self.name = name
        self.file = file
        self.status = status
        self.renamedFrom = renamedFrom
        self.before = before
        self.after = after
        self.changes = changes
        self.newDiagnostics = newDiagnostics
    }
}
