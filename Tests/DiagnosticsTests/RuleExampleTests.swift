import Diagnostics
import PlistLoader
import Testing

/// Every rule's examples, run through the real validator: triggering ones must give the rule's code,
/// with its severity, exactly at the marked line and column; near misses must give nothing at all.
@Suite struct RuleExampleTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var rule: RuleDescription
        var example: RuleExample
        var index: Int
        var testDescription: String { "\(rule.code) #\(index) (\(example.format.rawValue))" }
    }

    static let triggering = RuleRegistry.all.flatMap { rule in
        rule.triggeringExamples.enumerated().map { Case(rule: rule, example: $1, index: $0) }
    }
    static let nonTriggering = RuleRegistry.all.flatMap { rule in
        rule.nonTriggeringExamples.enumerated().map { Case(rule: rule, example: $1, index: $0) }
    }

    @Test(arguments: triggering)
    func triggersAtTheMarkedPosition(_ test: Case) throws {
        let position = try #require(test.example.markedPosition, "the example has no ↓ marker")
        let report = try RuleExampleRunner.run(test.example)
        let found = report.diagnostics.filter { $0.code == test.rule.code }
        #expect(
            found.contains { $0.location.position == position && $0.severity == test.rule.severity },
            "expected \(test.rule.code) at \(position) in:\n\(test.example.text)\ngot: \(report.diagnostics.map { "\($0.location.position) \($0.code): \($0.message)" })"
        )
    }

    static let warnings = RuleRegistry.all.flatMap { rule in
        rule.warningExamples.enumerated().map { Case(rule: rule, example: $1, index: $0) }
    }

    /// A rule's milder cases: its code at the marked position, as a warning.
    @Test(arguments: warnings)
    func warnsAtTheMarkedPosition(_ test: Case) throws {
        let position = try #require(test.example.markedPosition, "the example has no ↓ marker")
        let report = try RuleExampleRunner.run(test.example)
        #expect(
            report.diagnostics.contains { $0.code == test.rule.code && $0.location.position == position && $0.severity == .warning },
            "expected a \(test.rule.code) warning at \(position) in:\n\(test.example.text)\ngot: \(report.diagnostics.map { "\($0.location.position) \($0.code) \($0.severity): \($0.message)" })"
        )
        #expect(!report.diagnostics.contains { $0.severity == .error }, "a warning example gives no error")
    }

    @Test(arguments: nonTriggering)
    func nearMissIsClean(_ test: Case) throws {
        let report = try RuleExampleRunner.run(test.example)
        #expect(
            report.diagnostics.isEmpty,
            "in:\n\(test.example.text)\ngot: \(report.diagnostics.map { "\($0.location.position) \($0.code): \($0.message)" })")
    }

    @Test func everyRuleHasExamplesInEveryTextFormat() {
        // model-error's input is the model's own XML; OpenStep has no booleans, so no string-boolean.
        for rule in RuleRegistry.all where rule.code != .modelError {
            let formats = Set(rule.triggeringExamples.map(\.format))
            #expect(
                formats == (rule.code == .stringBoolean ? [.xml, .json] : [.openStep, .xml, .json]), "\(rule.code) triggers in \(formats)")
            #expect(!rule.nonTriggeringExamples.isEmpty, "\(rule.code) has no near miss")
        }
    }

    @Test func theRegistryHasEachCodeOnce() {
        let codes = RuleRegistry.all.map(\.code)
        #expect(Set(codes).count == codes.count)
        #expect(codes.count == 40)
    }
}
