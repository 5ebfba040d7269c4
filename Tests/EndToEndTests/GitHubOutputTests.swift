import CDLGenTestSupport
import Foundation
import Testing

/// `--format github` end to end: GitHub Actions workflow commands.
@Suite struct GitHubOutputTests {
    static let fixtures = CDLGenProcess.testsFolder

    /// A workflow command as the Actions runner reads one: `::command key=value,…::message`, with the
    /// keys cdlgen writes in its order, and `%` only as one of the toolkit's escapes (`%25`, `%0D`, `%0A`,
    /// and in properties `%3A`, `%2C`), so no value can end early and no line can hold a second command.
    static let grammar = try! NSRegularExpression(
        pattern:
            #"^::(error|warning|notice) file=(?:[^%,:\r\n]|%(?:25|0D|0A|3A|2C))+(?:,line=[1-9][0-9]*,col=[1-9][0-9]*)?,title=[a-z]+(?:-[a-z]+)*::(?:[^%\r\n]|%(?:25|0D|0A))*$"#
    )

    static func lines(_ output: String) -> [String] {
        output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    static func matchesGrammar(_ line: String) -> Bool {
        grammar.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil
    }

    @Test func outputMatchesItsGoldenFileAndEveryLineIsAWorkflowCommand() throws {
        let result = try CDLGenProcess.run(["validate", "--format", "github", "Fixtures/Reporting"], in: Self.fixtures)
        #expect(result.status == 1)
        #expect(result.stderr.isEmpty)
        try snapshots.assertMatches(result.stdout, named: "reporting.github.txt")
        #expect(result.stdout.hasSuffix("\n"))
        let lines = Self.lines(result.stdout)
        #expect(lines.count == 11)
        for line in lines {
            #expect(Self.matchesGrammar(line), "not a workflow command: \(line)")
        }
        #expect(Set(lines.map { String($0.prefix { $0 != " " }) }) == ["::error", "::warning", "::notice"])
    }

    @Test func theMixedFixturesAreWorkflowCommandsToo() throws {
        let result = try CDLGenProcess.run(["validate", "--format", "github", "Fixtures/Mixed"], in: Self.fixtures)
        let lines = Self.lines(result.stdout)
        #expect(lines.count == 13)
        for line in lines {
            #expect(Self.matchesGrammar(line), "not a workflow command: \(line)")
        }
    }

    @Test func theGrammarRefusesWhatTheRunnerWouldMisread() {
        #expect(Self.matchesGrammar("::error file=A.plist,line=1,col=2,title=unknown-key::fine: a colon, a comma"))
        #expect(!Self.matchesGrammar("::error file=a:b.plist,line=1,col=2,title=unknown-key::message"))
        #expect(!Self.matchesGrammar("::error file=A.plist,line=1,col=2,title=unknown-key::50% off"))
        #expect(!Self.matchesGrammar("::error file=A.plist,line=1,col=2,title=unknown-key::two\rlines"))
    }

    /// A file name with `:` and `,`, a message with `%`, CR and LF (a row type from the file) and an
    /// escape character.
    @Test func propertiesAndMessagesAreEscaped() throws {
        let folder = try TemporaryFolder()
        try folder.write("Odd:name,1.json", #"[{"rowInformation": [{"rowType": "50% off\r\nnext\u001b[2J"}]}]"#)
        let result = try CDLGenProcess.run(["validate", "--format", "github", "."], in: folder.url)
        #expect(result.status == 1)
        let lines = Self.lines(result.stdout)
        #expect(
            lines == [
                #"::error file=Odd%3Aname%2C1.json,line=1,col=34,title=unknown-row-type::unknown row type '50%25 off%0D%0Anext\u{1B}[2J'; see 'cdlgen explain unknown-row-type' for the ten types"#
            ])
        #expect(lines.allSatisfy(Self.matchesGrammar))
    }

    @Test func aFileOutsideTheWorkingDirectoryIsNamedByItsAbsolutePath() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("EventDetailView.plist", "( { rowInformation = (); } )")
        let result = try CDLGenProcess.run(["validate", "--format", "github", path])
        #expect(
            result.stdout
                == "::error file=\(folder.url.standardizedFileURL.path)/EventDetailView.plist,line=1,col=22,title=empty-section::the section has no rows: CDL raises on an empty one\n"
        )
    }
}
