import PlistLoader

/// The text of `cdlgen explain CODE`: the rule's description, then its first OpenStep example that
/// triggers it with the diagnostic cdlgen really gives for it, then the fixed version. SARIF output
/// carries the same text as each rule's help. What the validator gives is recorded in
/// `RuleExplanation+ValidatorOutputs.swift`, which a test holds to what running the example gives (the
/// runner is the tests': the catalog does not run the validator).
public struct RuleExplanation: Sendable {
    public let rule: RuleDescription

    public init(rule: RuleDescription) {
        self.rule = rule
    }

    /// The rule's description and examples, with what the validator says of the failing one as
    /// recorded (`validatorOutputs`): no example is run, so `explain` and SARIF output cost nothing.
    public var text: String {
        text(validatorSays: Self.validatorOutputs[rule.code.rawValue])
    }

    /// The triggering example the text shows (its first OpenStep one), whose validator output is recorded;
    /// nil for a code with no examples. DiagnosticsTests runs it to check the recorded output.
    public var explainedExample: RuleExample? {
        example(in: rule.triggeringExamples)
    }

    private func text(validatorSays output: String?) -> String {
        var lines = [
            "\(rule.code) (\(rule.severity.rawValue))", "", rule.summary, "", "When it fails: " + rule.action, "", rule.explanation, "",
        ]
        let failing = example(in: rule.triggeringExamples)
        if let failing {
            lines += ["Triggers it (\(failing.fileName)):", ""] + indented(failing.text)
            if let output {
                let said = output.split(separator: "\n", omittingEmptySubsequences: false)
                lines += ["", "cdlgen validate says:", ""] + said.dropLast().map { "    " + $0 } + [""]
            }
        }
        if let fixed = example(in: rule.nonTriggeringExamples) {
            // The file's name when the fix is in the name; a caption when it is outside the file.
            let details = [fixed.fileName == failing?.fileName ? nil : fixed.fileName, fixed.caption].compactMap { $0 }
            lines += [details.isEmpty ? "Fixed:" : "Fixed (\(details.joined(separator: ", "))):", ""] + indented(fixed.text)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func example(in examples: [RuleExample]) -> RuleExample? {
        examples.first { $0.format == .openStep } ?? examples.first
    }

    private func indented(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { "    " + $0 }
    }
}
