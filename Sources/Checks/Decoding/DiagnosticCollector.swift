import Diagnostics
import PlistLoader

/// Gathers the diagnostics of one file while it is decoded, up to ``limit``. A file with more problems
/// than that is not a definition with mistakes, and listing every one costs memory and output out of
/// all proportion (a 4 MB file of `{},` made a million diagnostics and 1.6 GB). The rest are counted and
/// summed up in one diagnostic, at the first of them, as severe as the worst.
package final class DiagnosticCollector {
    static let limit = 1_000

    package let file: String
    private var kept: [Diagnostic] = []
    private var unlisted: [DiagnosticCode: [DiagnosticSeverity: Int]] = [:]
    private var firstUnlisted: Diagnostic?

    package init(file: String) {
        self.file = file
    }

    /// What was found: at most ``limit``, and the summary of the rest.
    package var diagnostics: [Diagnostic] {
        guard let firstUnlisted else { return kept }
        return kept + [.tooManyProblems(unlisted, limit: Self.limit, first: firstUnlisted)]
    }

    package func location(_ position: SourcePosition) -> SourceLocation {
        SourceLocation(file: file, position: position)
    }

    package func add(_ diagnostic: Diagnostic) {
        guard kept.count < Self.limit else {
            unlisted[diagnostic.code, default: [:]][diagnostic.severity, default: 0] += 1
            firstUnlisted = firstUnlisted ?? diagnostic
            return
        }
        kept.append(diagnostic)
    }

    func add(contentsOf diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics { add(diagnostic) }
    }
}
