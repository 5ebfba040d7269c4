import Checks
import Definitions
import Diagnostics
import PlistLoader
import Reporting
import Testing

@Suite struct SARIFReporterTests {
    static let driver = SARIFDriver(
        name: "cdlgen", version: "9.8.7", informationURI: "https://example.com/cdlgen",
        rules: [
            SARIFRule(
                id: "unknown-row-type", shortDescription: "Short.", fullDescription: "Full.", help: "Help\ntext.\n", defaultLevel: .error),
            SARIFRule(id: "unknown-key", shortDescription: "Key.", fullDescription: "Keys.", help: "Keys.\n", defaultLevel: .warning),
        ])

    /// An error with a fix-it and a note, in a file whose name needs percent-encoding; a warning at a
    /// byte offset in a file outside the working directory; a code no rule describes.
    static let reports = [
        FileReport(
            file: DefinitionFile(path: "Views/Odd: #1 é.plist"), definition: nil,
            diagnostics: [
                Diagnostic(
                    .error, .unknownRowType, "unknown row type 'X'",
                    at: SourceLocation(file: "Views/Odd: #1 é.plist", position: .lineColumn(line: 2, column: 13)),
                    fixIt: "CDLTableRowTypeCustom",
                    notes: [
                        DiagnosticNote(
                            "see \"here\"", at: SourceLocation(file: "Views/Odd: #1 é.plist", position: .lineColumn(line: 1, column: 1)))
                    ]),
                Diagnostic(
                    .note, DiagnosticCode("my-custom-code"), "custom",
                    at: SourceLocation(file: "Views/Odd: #1 é.plist", position: .lineColumn(line: 3, column: 1))),
            ]),
        FileReport(
            file: DefinitionFile(path: "/elsewhere/B.plist"), definition: nil,
            diagnostics: [
                Diagnostic(.warning, .unknownKey, "unknown key", at: SourceLocation(file: "/elsewhere/B.plist", position: .byteOffset(42)))
            ]),
    ]

    @Test func cannedOutput() throws {
        let output = SARIFReporter(driver: Self.driver, workingDirectory: "/work/app").render(Self.reports)
        try snapshots.assertMatches(output, named: "SARIFReporter-canned.sarif")
    }

    @Test func theSameFindingsGiveTheSameBytes() {
        let reporter = SARIFReporter(driver: Self.driver, workingDirectory: "/work/app")
        #expect(reporter.render(Self.reports) == reporter.render(Self.reports.reversed()))
    }

    @Test func aRunWithoutFindingsStillListsEveryRule() {
        let output = SARIFReporter(driver: Self.driver, workingDirectory: "/work/app").render([])
        #expect(output.contains(#""results": [],"#))
        #expect(output.contains(#""id": "unknown-row-type","#) && output.contains(#""id": "unknown-key","#))
    }

    @Test func theRegistrysRulesCarryTheirExplanations() throws {
        let rules = SARIFRule.registry()
        #expect(rules.map(\.id) == RuleRegistry.explainable.map(\.code.rawValue))
        for (rule, description) in zip(rules, RuleRegistry.all) {
            #expect(rule.shortDescription == description.summary)
            #expect(rule.fullDescription == description.explanation)
            #expect(rule.defaultLevel == description.severity)
            #expect(rule.help == RuleExplanation(rule: description).text)
        }
    }
}
