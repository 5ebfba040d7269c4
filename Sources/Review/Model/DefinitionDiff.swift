import Checks
import Diagnostics

/// What changed in one definition file between two versions: its view's changes and the diagnostics
/// it gained.
public struct DefinitionDiff: Sendable {
    public enum Status: String, Sendable {
        case added
        case deleted
        case modified
        /// Moved to another path (and perhaps edited): ``previousFile`` is where it was.
        case renamed
        /// Not changed itself, but it has new diagnostics (a definition it refers to changed).
        case unchanged
    }

    public var status: Status
    /// The definition's name (the later version's).
    public var name: String
    /// Its file as diagnostics name it, in the later version (the earlier one's when deleted).
    public var file: String
    /// Where a renamed file was.
    public var previousFile: String?
    /// "detail view", "list view", or what the file is when it is neither; nil when it cannot be read.
    public var beforeKind: String?
    public var afterKind: String?
    /// In the later version's order.
    public var changes: [ViewChange]
    /// Diagnostics of the later version the earlier one did not have, in output order.
    public var newDiagnostics: [Diagnostic]
    /// Each version's report (with its decoded definition): what the HTML pages draw. Nil where the
    /// version has no file.
    public var before: FileReport?
    public var after: FileReport?

    public init(
        status: Status, name: String, file: String, previousFile: String? = nil, beforeKind: String?, afterKind: String?,
        changes: [ViewChange], newDiagnostics: [Diagnostic], before: FileReport? = nil, after: FileReport? = nil
    ) {
        self.status = status
        self.name = name
        self.file = file
        self.previousFile = previousFile
        self.beforeKind = beforeKind
        self.afterKind = afterKind
        self.changes = changes
        self.newDiagnostics = newDiagnostics
        self.before = before
        self.after = after
    }

    /// How many changes of each kind, in ``ChangeKind``'s order, those with none left out.
    public var counts: [(kind: ChangeKind, count: Int)] {
        ChangeKind.allCases.compactMap { kind in
            let count = changes.filter { $0.kind == kind }.count
            return count > 0 ? (kind, count) : nil
        }
    }
}
