extension RunSettings {
    /// Applies the project file's `rules`: drops the diagnostics of rules turned off, and gives the others
    /// the severity asked for.
    public func applyRules(to reports: inout [FileReport]) {
        guard !rules.isEmpty else { return }
        for index in reports.indices {
            reports[index].diagnostics = reports[index].diagnostics.compactMap { diagnostic in
                switch rules[diagnostic.code] {
                case nil: diagnostic
                case .off: nil
                case .warning: diagnostic.with(severity: .warning)
                case .error: diagnostic.with(severity: .error)
                }
            }
        }
    }
}
