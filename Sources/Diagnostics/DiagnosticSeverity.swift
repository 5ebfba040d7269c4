/// How serious a finding is. Errors fail validation; warnings fail it only with `--strict`.
public enum DiagnosticSeverity: String, Sendable, Comparable, CaseIterable {
    case note
    case warning
    case error

    public static func < (lhs: Self, rhs: Self) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
