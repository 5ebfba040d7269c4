/// A diagnostic code as SARIF describes a rule (`reportingDescriptor`): its one-line summary, its
/// explanation, and as help the whole text of `cdlgen explain CODE`.
public struct SARIFRule: Sendable {
    public var id: String
    public var shortDescription: String?
    public var fullDescription: String?
    public var help: String?
    public var defaultLevel: DiagnosticSeverity?

    public init(
        id: String, shortDescription: String? = nil, fullDescription: String? = nil, help: String? = nil,
        defaultLevel: DiagnosticSeverity? = nil
    ) {
        self.id = id
        self.shortDescription = shortDescription
        self.fullDescription = fullDescription
        self.help = help
        self.defaultLevel = defaultLevel
    }

    /// `rule` described; its help is what `cdlgen explain` prints, or — should its example fail to run —
    /// the summary and explanation.
    public init(_ rule: RuleDescription) {
        let help = (try? RuleExplanation(rule: rule).text) ?? rule.summary + "\n\n" + rule.explanation + "\n"
        self.init(
            id: rule.code.rawValue, shortDescription: rule.summary, fullDescription: rule.explanation, help: help,
            defaultLevel: rule.severity)
    }

    /// Every code `cdlgen explain` knows, in its order (a validation can print `too-many-problems`,
    /// which is not a rule). Each explanation runs its example through the validator, so they are made
    /// in parallel.
    public static func registry() -> [SARIFRule] {
        let rules = RuleRegistry.explainable
        return ConcurrentMap.map(rules.count) { SARIFRule(rules[$0]) }
    }
}
