import Diagnostics

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

    /// `rule` described; its help is what `cdlgen explain` prints.
    public init(_ rule: RuleDescription) {
        self.init(
            id: rule.code.rawValue, shortDescription: rule.summary, fullDescription: rule.explanation,
            help: RuleExplanation(rule: rule).text, defaultLevel: rule.severity)
    }

    /// Every code `cdlgen explain` knows, in its order (a validation can print `too-many-problems`,
    /// which is not a rule).
    public static func registry() -> [SARIFRule] {
        RuleRegistry.explainable.map(SARIFRule.init)
    }
}
