/// A definition's model checks, made in the first pass while the definition is at hand, against the entity
/// its own file gives it: the project file's, else the one its file name begins with, else `--entity`.
/// Only a list view or an "Add New" object can give it another (SPEC §7); the model phase keeps these
/// findings when the entity it finds is the same, and otherwise decodes the file again and checks it
/// against that one. So no run keeps every definition until all are decoded.
struct FirstPassModelCheck: Sendable {
    var outline: DefinitionOutline
    /// What the findings were made against: for a detail view, the entity its own file gives it, nil when
    /// none (the finding is then that it has none); for a list view, its own `entityName`, and the findings
    /// are final.
    var entity: EntityAssignment?
    /// Finished while the file's text is at hand.
    var findings: FinishedFindings
}
