import Checks
import Diagnostics

extension RunSettings {
    /// Applies the project file's `rules`: drops the diagnostics of rules turned off, and gives the others
    /// the severity asked for — the findings a `too-many-problems` stands for too.
    public func applyRules(to reports: inout [FileReport]) {
        guard !rules.isEmpty else { return }
        for index in reports.indices {
            reports[index].diagnostics = reports[index].diagnostics.compactMap { diagnostic in
                if diagnostic.unlisted != nil { return diagnostic.mappingUnlisted(setting) }
                return setting(diagnostic.code, diagnostic.severity).map(diagnostic.with(severity:))
            }
        }
    }

    /// The severity a finding of `code` gets under the rules; nil when its rule is off.
    private func setting(_ code: DiagnosticCode, _ severity: DiagnosticSeverity) -> DiagnosticSeverity? {
        switch rules[code] {
        case nil: severity
        case .off: nil
        case .warning: .warning
        case .error: .error
        }
    }
}
