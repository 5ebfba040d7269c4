import Definitions
import Diagnostics
import PlistLoader

extension FileReport {
    /// A report whose findings are finished (``FinishedFindings``).
    package init(file: DefinitionFile, kind: FileKind = .definition, definition: Definition?, findings: FinishedFindings) {
        self.init(file: file, kind: kind, definition: definition, diagnostics: findings.diagnostics, sourceLines: findings.sourceLines)
    }

    /// Adds findings made later, in output order among those already there, keeping the lines already kept.
    package mutating func add(_ findings: FinishedFindings) {
        guard !findings.isEmpty else { return }
        diagnostics = Diagnostic.sortedForOutput(diagnostics + findings.diagnostics)
        sourceLines.merge(findings.sourceLines) { old, _ in old }
    }
}
