import PlistLoader

/// Gathers the diagnostics of one file while it is decoded.
final class DiagnosticCollector {
    let file: String
    private(set) var diagnostics: [Diagnostic] = []

    init(file: String) {
        self.file = file
    }

    func location(_ position: SourcePosition) -> SourceLocation {
        SourceLocation(file: file, position: position)
    }

    func add(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    func add(contentsOf diagnostics: [Diagnostic]) {
        self.diagnostics.append(contentsOf: diagnostics)
    }
}
