import Diagnostics
import PlistLoader

/// Where a registered row controller reports problems with the keys it reads.
public struct CustomRowDiagnostics: Sendable {
    let file: String
    public private(set) var diagnostics: [Diagnostic] = []

    init(file: String) {
        self.file = file
    }

    public mutating func report(
        _ severity: DiagnosticSeverity, _ code: DiagnosticCode, _ message: String, at position: SourcePosition
    ) {
        diagnostics.append(Diagnostic(severity, code, message, at: SourceLocation(file: file, position: position)))
    }
}
