/// Every built-in rule, in the order of README, "Reading a diagnostic". The one list `cdlgen explain` and the rule tests read.
///
/// Not kept by hand: the `GenerateRuleRegistry` plugin lists the descriptions of the files of `Rules/Catalog`
/// at each build (`catalogRules`, `catalogOtherCodes`), and each description's `readmeOrder` gives its place.
public enum RuleRegistry {
    public static let all: [RuleDescription] = catalogRules.sorted { $0.readmeOrder < $1.readmeOrder }

    /// Codes cdlgen prints that are not rules: they cannot be turned off and have no examples to run,
    /// but `cdlgen explain` knows them too (every code printed can be explained).
    public static let otherCodes: [RuleDescription] = catalogOtherCodes.sorted { $0.readmeOrder < $1.readmeOrder }

    /// Every code `cdlgen explain` knows: the rules, then the other codes.
    public static var explainable: [RuleDescription] { all + otherCodes }

    public static func rule(for code: DiagnosticCode) -> RuleDescription? {
        all.first { $0.code == code }
    }

    /// The description of any code cdlgen prints.
    public static func description(of code: DiagnosticCode) -> RuleDescription? {
        explainable.first { $0.code == code }
    }
}
