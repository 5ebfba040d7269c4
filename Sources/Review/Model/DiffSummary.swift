/// What a comparison found, counted: the first thing every report says.
public struct DiffSummary: Equatable, Sendable {
    /// Definitions whose file changed (added, deleted, modified, renamed); files with only new
    /// diagnostics are not counted here.
    public var changedDefinitions = 0
    public var added = 0
    public var deleted = 0
    public var modified = 0
    public var renamed = 0
    /// Changes of views, sections and rows, over all definitions.
    public var changes = 0
    public var newErrors = 0
    public var newWarnings = 0
    public var newNotes = 0

    public init(_ diff: ProjectDiff) {
        for definition in diff.definitions {
            switch definition.status {
            case .added: added += 1
            case .deleted: deleted += 1
            case .modified: modified += 1
            case .renamed: renamed += 1
            case .unchanged: break
            }
            changes += definition.changes.count
            for diagnostic in definition.newDiagnostics {
                switch diagnostic.severity {
                case .error: newErrors += 1
                case .warning: newWarnings += 1
                case .note: newNotes += 1
                }
            }
        }
        changedDefinitions = added + deleted + modified + renamed
    }

    /// "3 definitions changed (1 added, 1 deleted, 1 modified): 7 changes, 1 new error".
    public var sentence: String {
        guard changedDefinitions > 0 || newErrors + newWarnings + newNotes > 0 else { return "no definition changed" }
        let statuses = [(added, "added"), (deleted, "deleted"), (modified, "modified"), (renamed, "renamed")]
            .filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }
        var sentence = ViewOutline.count(changedDefinitions, "definition") + " changed"
        if !statuses.isEmpty { sentence += " (" + statuses.joined(separator: ", ") + ")" }
        sentence += ": " + ViewOutline.count(changes, "change")
        let new = [(newErrors, "error"), (newWarnings, "warning"), (newNotes, "note")].filter { $0.0 > 0 }
            .map { "\($0.0) new \($0.1)\($0.0 == 1 ? "" : "s")" }
        sentence += new.isEmpty ? ", no new problems" : ", " + new.joined(separator: ", ")
        return sentence
    }
}
