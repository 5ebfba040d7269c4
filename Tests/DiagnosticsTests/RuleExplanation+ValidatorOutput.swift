import Diagnostics
import Reporting

extension RuleExplanation {
    /// What the validator says of the rule's explained example, found by running it (in a temporary
    /// folder, as `cdlgen validate` would); nil for a rule with no failing example. The recorded outputs
    /// are checked against this. Throws when the example cannot be written or checked.
    func validatorOutput() throws -> String? {
        guard let failing = explainedExample else { return nil }
        return HumanReporter().render([try RuleExampleRunner.run(failing)])
    }
}
