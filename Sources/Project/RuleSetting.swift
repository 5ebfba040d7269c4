/// What the project file's `rules` make of a diagnostic code.
public enum RuleSetting: String, Sendable, CaseIterable {
    /// Not reported.
    case off
    case warning
    case error
}
