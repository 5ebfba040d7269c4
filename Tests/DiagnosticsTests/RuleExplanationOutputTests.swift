import CDLGenTestSupport
import Diagnostics
import Foundation
import Testing

/// `cdlgen explain` and SARIF output show what the validator says of each rule's example as recorded in
/// `RuleExplanation+ValidatorOutputs.swift`, so that no run of theirs validates examples in temporary
/// folders. This runs every example through the real validator and holds that file to what it prints;
/// `CDLGEN_RECORD_SNAPSHOTS=1` writes it anew.
@Suite struct RuleExplanationOutputTests {
    static let recordedFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/Diagnostics/Rules/RuleExplanation+ValidatorOutputs.swift")

    @Test func theRecordedOutputsAreWhatTheValidatorSays() throws {
        var outputs: [(code: String, output: String)] = []
        for rule in RuleRegistry.explainable {
            if let output = try RuleExplanation(rule: rule).validatorOutput() { outputs.append((rule.code.rawValue, output)) }
        }
        #expect(outputs.count >= RuleRegistry.all.count - 2, "every rule but those without a failing example")
        let failure = try GoldenFile.compare(Self.source(outputs), with: Self.recordedFile, name: Self.recordedFile.lastPathComponent)
        #expect(failure == nil, "\(failure ?? "")")
    }

    /// A code whose recorded output is missing or wrong shows in `explain`: the text with a live run is
    /// the text with the recorded one.
    @Test(arguments: RuleRegistry.explainable.map(\.code.rawValue))
    func explainShowsWhatTheValidatorSays(_ code: String) throws {
        let rule = try #require(RuleRegistry.description(of: DiagnosticCode(code)))
        let text = RuleExplanation(rule: rule).text
        if let output = try RuleExplanation(rule: rule).validatorOutput() {
            let shown = output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { "    " + $0 }
            #expect(text.contains("cdlgen validate says:\n\n" + shown.joined(separator: "\n") + "\n"))
        } else {
            #expect(!text.contains("cdlgen validate says:"))
        }
    }

    /// The Swift file: one raw multi-line string literal per code, in the registry's order.
    static func source(_ outputs: [(code: String, output: String)]) -> String {
        var lines = [
            "// Recorded by RuleExplanationOutputTests (`CDLGEN_RECORD_SNAPSHOTS=1 swift test --filter RuleExplanationOutputTests`),",
            "// which runs each rule's explained example through the validator and fails when this file says otherwise.",
            "",
            "extension RuleExplanation {",
            "    /// What `cdlgen validate` prints for each rule's explained example, by code.",
            "    static let validatorOutputs: [String: String] = [",
        ]
        for (code, output) in outputs {
            lines.append("        \"\(code)\": ##\"\"\"")
            // Every line of the output, its last line break included (the empty line before the delimiter).
            lines += output.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "        " + $0 }
            lines.append("        \"\"\"##,")
        }
        lines += ["    ]", "}", ""]
        return lines.joined(separator: "\n")
    }
}
