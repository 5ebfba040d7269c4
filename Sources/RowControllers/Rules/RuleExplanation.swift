import PlistLoader

/// The text of `cdlgen explain CODE`: the rule's description, then its first OpenStep example that
/// triggers it with the diagnostic cdlgen really gives for it, then the fixed version. SARIF output
/// carries the same text as each rule's help.
public struct RuleExplanation: Sendable {
    public let rule: RuleDescription

    public init(rule: RuleDescription) {
        self.rule = rule
    }

    /// Throws when the example cannot be written to a temporary folder and checked.
    public var text: String {
        get throws {
            var lines = ["\(rule.code) (\(rule.severity.rawValue))", "", rule.summary, "", rule.explanation, ""]
            if let failing = example(in: rule.triggeringExamples) {
                lines += ["Triggers it (\(failing.fileName)):", ""] + indented(failing.text)
                let report = try RuleExampleRunner.run(failing)
                let output = HumanReporter().render([report]).split(separator: "\n", omittingEmptySubsequences: false)
                lines += ["", "cdlgen validate says:", ""] + output.dropLast().map { "    " + $0 } + [""]
            }
            if let fixed = example(in: rule.nonTriggeringExamples) {
                // The file's name when the fix is in the name; a caption when it is outside the file.
                let failing = example(in: rule.triggeringExamples)
                let details = [fixed.fileName == failing?.fileName ? nil : fixed.fileName, fixed.caption].compactMap { $0 }
                lines += [details.isEmpty ? "Fixed:" : "Fixed (\(details.joined(separator: ", "))):", ""] + indented(fixed.text)
            }
            return lines.joined(separator: "\n") + "\n"
        }
    }

    private func example(in examples: [RuleExample]) -> RuleExample? {
        examples.first { $0.format == .openStep } ?? examples.first
    }

    private func indented(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { "    " + $0 }
    }
}
