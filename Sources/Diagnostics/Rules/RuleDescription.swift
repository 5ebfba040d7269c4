import PlistLoader

/// A rule as data: its code, what it means, and examples that trigger it and near misses that do not.
/// The examples are the rule's tests and the text of `cdlgen explain`.
public struct RuleDescription: Sendable {
    /// The rule's place in README, "Reading a diagnostic", which `cdlgen explain --list` and ``RuleRegistry``
    /// follow (ascending; steps of ten leave room for a new rule between two).
    public var readmeOrder: Int
    public var code: DiagnosticCode
    public var severity: DiagnosticSeverity
    /// Where the rule is checked: the functions that find what it reports, as `Type.function` (the main
    /// ones, when it is found in many places). For readers of the code, not printed; `RuleCatalogTests`
    /// holds each to a declaration in Sources, so that a rename cannot leave it pointing nowhere.
    public var checkedBy: [String]
    /// One line: when the rule fires.
    public var summary: String
    /// What the user does for the app to fail (or "None…": what CDL does instead), from the table of the
    /// user's actions in docs/DECISIONS.md.
    public var action: String
    /// Why it matters and how to fix it.
    public var explanation: String
    public var triggeringExamples: [RuleExample]
    public var nonTriggeringExamples: [RuleExample]
    /// Examples that give the rule's code as a warning, for a rule whose milder cases CDL survives (a switch
    /// on a number, a list cell through a to-many relationship).
    public var warningExamples: [RuleExample] = []
}
