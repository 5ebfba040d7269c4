import Diagnostics

/// A definition's model checks, made in the first pass while the definition is at hand, against the entity
/// its own file gives it: the project file's, else the one its file name begins with, else `--entity`.
/// Only a list view or an "Add New" object can give it another (README, "Checking against the Core Data model"); the model phase keeps these
/// findings when the entity it finds is the same, and otherwise decodes the file again and checks it
/// against that one. So no run keeps every definition until all are decoded.
///
/// A class, made once and only read: the first pass's report, the model phase's files and its outcome all
/// point at one, where a value of some 400 bytes was copied into each (two more megabytes for 2000 files).
package final class FirstPassModelCheck: Sendable {
    let outline: DefinitionOutline
    /// What the findings were made against: for a detail view, the entity its own file gives it, nil when
    /// none (the finding is then that it has none); for a list view, its own `entityName`, and the findings
    /// are final.
    let entity: EntityAssignment?
    /// Finished while the file's text is at hand.
    let findings: FinishedFindings

    init(outline: DefinitionOutline, entity: EntityAssignment?, findings: FinishedFindings) {
        self.outline = outline
        self.entity = entity
        self.findings = findings
    }
}
