import CDLGenTestSupport
import Foundation
import Testing

/// `--rule CODE=SETTING` and `--quiet`, end to end.
@Suite struct ValidateOptionsTests {
    /// An unknown key (warning), an empty section (warning) and an unknown row type (error); the project
    /// file turns `empty-section` off and makes `unknown-key` an error.
    static func project() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write(
            "Definitions/EventDetailView.plist",
            """
            (
            \t{ rowInformation = ( { rowType = CDLTableRowTypeSingleLineValueNoLabel; attributeKeyPath = name; colour = red; rowLabel = Name; } ); },
            \t{ rowInformation = (); },
            \t{ rowInformation = ( { rowType = CDLTableRowTypeBoolSwitch; rowLabel = On; attributeKeyPath = on; } ); },
            )
            """)
        try folder.write("cdlgen.json", #"{"rules": {"empty-section": "off", "unknown-key": "error"}}"#)
        return folder
    }

    func codes(_ result: CDLGenProcess.Result) throws -> [String] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        return try #require(object["diagnostics"] as? [[String: Any]]).map { "\($0["code"]!) \($0["severity"]!)" }
    }

    @Test func strictAndNoStrictEachSayWhatTheyDo() throws {
        // One help for the pair: it must not describe --strict alone, as if --no-strict did the same.
        let help = try CDLGenProcess.run(["validate", "--help"]).stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(help.contains("--strict fails on warnings too; --no-strict only on errors"), "\(help)")
    }

    @Test func theProjectFilesRulesApply() throws {
        let folder = try Self.project()
        let result = try CDLGenProcess.run(["validate", "--format", "json"], in: folder.url)
        #expect(try codes(result) == ["unknown-key error", "unknown-row-type error"])
    }

    @Test func ruleOptionsWinOverTheProjectFileCodeByCode() throws {
        let folder = try Self.project()
        let result = try CDLGenProcess.run(
            ["validate", "--format", "json", "--rule", "empty-section=warning", "--rule", "unknown-row-type=off"], in: folder.url)
        #expect(try codes(result) == ["unknown-key error", "empty-section warning"])
        #expect(result.status == 1)
        let relaxed = try CDLGenProcess.run(
            ["validate", "--rule", "unknown-key=warning", "--rule", "unknown-row-type=warning"], in: folder.url)
        #expect(relaxed.status == 0)
        #expect(relaxed.stderr == "checked 1 file: 2 warnings\n")
    }

    @Test func theLastRuleOptionForACodeWins() throws {
        let folder = try Self.project()
        let result = try CDLGenProcess.run(
            ["validate", "--format", "json", "--rule", "unknown-key=off", "--rule", "unknown-key=warning"], in: folder.url)
        #expect(try codes(result) == ["unknown-key warning", "unknown-row-type error"])
    }

    @Test func aBadRuleOptionIsAUsageErrorWithASuggestion() throws {
        let folder = try Self.project()
        let code = try CDLGenProcess.run(["validate", "--rule", "unknown-rowtype=off"], in: folder.url)
        #expect(code.status == 2)
        #expect(code.stderr.contains("unknown code 'unknown-rowtype'; did you mean 'unknown-row-type'?"))
        let setting = try CDLGenProcess.run(["validate", "--rule", "unknown-key=of"], in: folder.url)
        #expect(setting.status == 2)
        #expect(setting.stderr.contains("'of' is not a rule setting: use off, warning or error; did you mean 'off'?"))
        let shape = try CDLGenProcess.run(["validate", "--rule", "unknown-key"], in: folder.url)
        #expect(shape.status == 2)
        #expect(shape.stderr.contains("'unknown-key' is not CODE=SETTING"))
    }

    @Test func quietPrintsOnlyWhatFailsTheRunAndNoCount() throws {
        let folder = try Self.project()
        let result = try CDLGenProcess.run(["validate", "--quiet", "--rule", "unknown-key=warning"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stderr.isEmpty)
        #expect(
            result.stdout == """
                Definitions/EventDetailView.plist:4:35: error: unknown row type 'CDLTableRowTypeBoolSwitch'; did you mean 'CDLTableRowTypeBooleanSwitch'? [unknown-row-type]
                \t{ rowInformation = ( { rowType = CDLTableRowTypeBoolSwitch; rowLabel = On; attributeKeyPath = on; } ); },
                \t                                 ^
                \t                                 CDLTableRowTypeBooleanSwitch

                """)
        let strict = try CDLGenProcess.run(
            ["validate", "-q", "--strict", "--format", "json", "--rule", "unknown-key=warning"], in: folder.url)
        #expect(try codes(strict) == ["unknown-key warning", "unknown-row-type error"])
    }

    @Test func quietWithOnlyWarningsPrintsNothingAndPasses() throws {
        let folder = try Self.project()
        let result = try CDLGenProcess.run(
            ["validate", "-q", "--rule", "unknown-key=warning", "--rule", "unknown-row-type=warning"], in: folder.url)
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.isEmpty)
        let github = try CDLGenProcess.run(["validate", "-q", "--format", "github", "--rule", "unknown-row-type=warning"], in: folder.url)
        #expect(github.status == 1)
        #expect(github.stdout.hasPrefix("::error file=Definitions/EventDetailView.plist,line=2,"))
        #expect(github.stdout.split(separator: "\n").count == 1)
    }
}
