import Definitions

/// A definition file after the first pass (loaded, decoded, its references resolved, its own model
/// checks made): its report so far, and what the checks across files need of it. A language server keeps
/// these and checks across files again only where an edit reaches; ``FileReport`` is what a run reports.
public struct FirstPassReport: Sendable {
    public var report: FileReport
    /// What the checks across files need of the definition (its kind, the definitions it names).
    package var links: DefinitionLinks?
    /// With a model, the definition's model checks against the entity its own file gives it.
    package var modelCheck: FirstPassModelCheck?

    package init(_ report: FileReport, links: DefinitionLinks? = nil, modelCheck: FirstPassModelCheck? = nil) {
        self.report = report
        self.links = links
        self.modelCheck = modelCheck
    }

    /// The real paths of the definitions this one names that were found, and of those spelt nearly like a
    /// name not found (whether one is offered as the fix depends on it): the edges a language server
    /// follows to check again what an edit affects.
    public var referencedPaths: [String] {
        (links?.references.map(\.path) ?? []) + (links?.guesses.compactMap(\.path) ?? [])
    }

    package var file: DefinitionFile { report.file }
}
