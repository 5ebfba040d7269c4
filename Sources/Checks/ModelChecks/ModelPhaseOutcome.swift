import Diagnostics

/// What the model phase found about the files of a run, by their index.
package struct ModelPhaseOutcome: Sendable {
    /// Each file's entity.
    var entities: [EntityAssignment?]
    /// Each file's first pass, made here for the definitions validated without the model.
    var firstPasses: [FirstPassModelCheck?]
    /// The files whose first-pass findings no longer hold: their entity is not the one they were checked against.
    var changed: Set<Int>
    /// Findings to add, their positions not yet resolved: the changed files' findings against their
    /// entity, the add views' and the unsaveable views'; and what stops a changed file decoding now.
    var found: [Int: [Diagnostic]]
    /// The files that could not be read again.
    var readFailures: [Int: String]
}
