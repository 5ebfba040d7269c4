import CDLGenTestSupport
import Checks
import Definitions
import Diagnostics
import PlistLoader
import Reporting
import Testing

@Suite struct ReporterTests {
    let diagnostic = Diagnostic(
        .error, .unknownRowType, "unknown row type 'X'", at: SourceLocation(file: "A.plist", position: .lineColumn(line: 2, column: 13)),
        fixIt: "CDLTableRowTypeCustom",
        notes: [DiagnosticNote("see here", at: SourceLocation(file: "A.plist", position: .lineColumn(line: 1, column: 1)))])

    func report(_ diagnostics: [Diagnostic], lines: [Int: String] = [:]) -> FileReport {
        FileReport(file: DefinitionFile(path: "A.plist"), definition: nil, diagnostics: diagnostics, sourceLines: lines, readFailure: nil)
    }

    @Test func humanOutputIsClangStyleWithCaretFixItAndNotes() {
        let output = HumanReporter().render([report([diagnostic], lines: [1: "(", 2: "\t\trowType = X;"])])
        #expect(
            output == """
                A.plist:2:13: error: unknown row type 'X' [unknown-row-type]
                \t\trowType = X;
                \t\t          ^
                \t\t          CDLTableRowTypeCustom
                A.plist:1:1: note: see here
                (
                ^

                """)
    }

    /// Findings made late (the model checks, the project file's report added last) and reports given out
    /// of order still print by file and position, in every reporter.
    @Test func everyReporterPrintsInFileAndPositionOrder() {
        func at(_ file: String, _ line: Int) -> Diagnostic {
            Diagnostic(.warning, .unknownKey, "k\(line)", at: SourceLocation(file: file, position: .lineColumn(line: line, column: 1)))
        }
        let reports = [
            FileReport(file: DefinitionFile(path: "b.plist"), definition: nil, diagnostics: [at("b.plist", 9), at("b.plist", 2)]),
            FileReport(file: DefinitionFile(path: "a.plist"), definition: nil, diagnostics: [at("a.plist", 5)]),
        ]
        let expected = ["a.plist:5", "b.plist:2", "b.plist:9"]
        #expect(
            reports.diagnosticsInOutputOrder.map { "\($0.diagnostic.location.file):\($0.diagnostic.location.position.line!)" } == expected)
        #expect(
            HumanReporter().render(reports)
                == "a.plist:5:1: warning: k5 [unknown-key]\nb.plist:2:1: warning: k2 [unknown-key]\nb.plist:9:1: warning: k9 [unknown-key]\n"
        )
        let github = GitHubReporter(workingDirectory: "/").render(reports)
        #expect(
            github.split(separator: "\n").map { $0.split(separator: ",").prefix(2).joined(separator: ",") } == [
                "::warning file=a.plist,line=5", "::warning file=b.plist,line=2", "::warning file=b.plist,line=9",
            ])
        let json = JSONReporter().render(reports)
        #expect(json.components(separatedBy: "\"line\": ").dropFirst().map { $0.prefix { $0.isNumber } } == ["5", "2", "9"])
        let sarif = SARIFReporter(driver: SARIFDriver(name: "t", version: "1", rules: []), workingDirectory: "/").render(reports)
        #expect(sarif.components(separatedBy: "\"startLine\": ").dropFirst().map { $0.prefix { $0.isNumber } } == ["5", "2", "9"])
    }

    @Test func colourWrapsTheSeverity() {
        let output = HumanReporter(palette: .ansi).render([report([diagnostic])])
        #expect(output.hasPrefix("\u{1B}[1mA.plist:2:13: \u{1B}[1;31merror:\u{1B}[0m\u{1B}[1m unknown row type"))
    }

    @Test func aLongLineShowsAWindowAroundTheColumn() {
        let line = String(repeating: "a", count: 1_000) + "X" + String(repeating: "b", count: 1_000)
        let lines = SourceSnippet.render(line: line, column: 1_001, fixIt: nil)
        #expect(lines[0].count == 122)
        #expect(lines[0].hasPrefix("…") && lines[0].hasSuffix("…"))
        let caret = lines[1].count - 1
        #expect(Array(lines[0])[caret] == "X")
    }

    @Test func controlCharactersInSnippetsAreMadeVisible() {
        let lines = SourceSnippet.render(line: "a\u{1B}[2Jb\u{202E}c", column: 1, fixIt: nil)
        #expect(lines[0] == "a\\u{1B}[2Jb\\u{202E}c")
    }

    /// The caret stays under its character when an escape shown before it is wider than what it stands for.
    @Test func theCaretFollowsEscapesBeforeIt() {
        let lines = SourceSnippet.render(line: "a\u{1B}bX", column: 4, fixIt: nil)
        #expect(lines[0] == "a\\u{1B}bX")
        #expect(Array(lines[0])[lines[1].count - 1] == "X")
    }

    /// Thousands of findings on one long line (a minified file) each cost a window, not the line: the
    /// work grows as the findings do (it took a minute for 20,000 when each snippet sanitised the whole
    /// line, which grows as their square).
    @Test func manyFindingsOnOneLongLineCostAWindowEach() {
        let growth = Growth.measure(from: 2_500) { count in
            let line = String(repeating: "\"x\",", count: count)
            let diagnostics = (0..<count).map {
                Diagnostic(
                    .error, .invalidType, "a section must be a dictionary",
                    at: SourceLocation(file: "A.json", position: .lineColumn(line: 1, column: 4 * $0 + 1)))
            }
            var output = ""
            let cost = ThreadCPUTime.of {
                output = HumanReporter().render([
                    FileReport(file: DefinitionFile(path: "A.json"), definition: nil, diagnostics: diagnostics, sourceLines: [1: line])
                ])
            }
            #expect(output.split(separator: "\n").count == 3 * count)
            return cost
        }
        print("growth of the report: \(growth)")
        #expect(growth.isLinear, "\(growth)")
    }

    @Test func jsonGivesAnOffsetForBinaryFilesAndEscapesText() {
        let binary = Diagnostic(
            .warning, .unknownKey, "say \"hi\"\n\u{1}", at: SourceLocation(file: "B\\.plist", position: .byteOffset(42)))
        let output = JSONReporter().render([report([binary])])
        #expect(
            output.contains(
                #"{"file": "B\\.plist", "offset": 42, "severity": "warning", "code": "unknown-key", "message": "say \"hi\"\n\u0001"}"#))
        #expect(output.contains(#""summary": {"errors": 0, "warnings": 1, "notes": 0}"#))
    }

    /// An offset into a text file's text that was never turned into a line (the file could not be read
    /// again) is said to be one in every format, never passed off as an offset into the file's bytes.
    @Test func everyReporterTellsAnUnresolvedTextOffsetFromAByteOffset() {
        let unresolved = Diagnostic(.warning, .unknownKey, "k", at: SourceLocation(file: "A.plist", position: .textOffset(17)))
        let reports = [report([unresolved])]
        #expect(HumanReporter().render(reports) == "A.plist:text offset 17: warning: k [unknown-key]\n")
        #expect(JSONReporter().render(reports).contains(#"{"file": "A.plist", "textOffset": 17, "severity": "warning""#))
        #expect(
            GitHubReporter(workingDirectory: "/").render(reports)
                == "::warning file=A.plist,title=unknown-key::k (at offset 17 of the file's text)\n")
        let sarif = SARIFReporter(driver: SARIFDriver(name: "t", version: "1", rules: []), workingDirectory: "/").render(reports)
        #expect(!sarif.contains("\"region\"") && !sarif.contains("byteOffset") && sarif.contains("\"artifactLocation\""))
    }

    @Test func jsonListsTheNotesOfADiagnostic() {
        let output = JSONReporter().render([report([diagnostic])])
        #expect(
            output.contains(
                #""fixIt": "CDLTableRowTypeCustom", "notes": [{"file": "A.plist", "line": 1, "column": 1, "message": "see here"}]}"#))
        // Counted as the human summary counts them: the note belongs to its error.
        #expect(output.contains(#""summary": {"errors": 1, "warnings": 0, "notes": 0}"#))
        #expect(!JSONReporter().render([report([Diagnostic(.error, .unknownKey, "x", at: diagnostic.location)])]).contains("notes\": ["))
    }

    @Test func summaryCounts() {
        #expect(ValidationSummary([report([])]).counts == "no problems")
        #expect(ValidationSummary([report([diagnostic, diagnostic])]).counts == "2 errors")
        #expect(ValidationSummary([report([diagnostic, diagnostic])]).line == "checked 1 file: 2 errors")
        #expect(ValidationSummary([report([]), report([])]).line == "checked 2 files: no problems")
    }

    @Test func didYouMeanPicksTheOneClosestNameOrNone() {
        #expect(DidYouMean.suggestion(for: "rowlabel", among: ["rowLabel", "rowType"]) == "rowLabel")
        #expect(DidYouMean.suggestion(for: "zzz", among: ["rowLabel", "rowType"]) == nil)
        #expect(DidYouMean.suggestion(for: "ab", among: ["ac", "ad"]) == nil)
    }
}
