import Checks
import Definitions
import Diagnostics
import PlistLoader
import Reporting
import Testing

@Suite struct GitHubReporterTests {
    func render(_ diagnostics: [Diagnostic], file: String = "Views/A.plist") -> String {
        GitHubReporter(workingDirectory: "/work/app").render([
            FileReport(file: DefinitionFile(path: file), definition: nil, diagnostics: diagnostics)
        ])
    }

    @Test func oneCommandPerDiagnosticWithItsSeverity() {
        let at = SourceLocation(file: "Views/A.plist", position: .lineColumn(line: 2, column: 13))
        let output = render([
            Diagnostic(.error, .unknownRowType, "unknown row type 'X'", at: at, fixIt: "CDLTableRowTypeCustom"),
            Diagnostic(.warning, .unknownKey, "unknown key", at: at),
            Diagnostic(.note, .entityUnresolved, "cannot tell", at: at),
        ])
        #expect(
            output == """
                ::notice file=Views/A.plist,line=2,col=13,title=entity-unresolved::cannot tell
                ::warning file=Views/A.plist,line=2,col=13,title=unknown-key::unknown key
                ::error file=Views/A.plist,line=2,col=13,title=unknown-row-type::unknown row type 'X'

                """)
    }

    @Test func notesFollowTheMessageOnLinesOfTheirOwn() {
        let diagnostic = Diagnostic(
            .warning, .duplicateKey, "'rowLabel' is set twice",
            at: SourceLocation(file: "Views/A.plist", position: .lineColumn(line: 9, column: 5)),
            notes: [DiagnosticNote("first set here", at: SourceLocation(file: "Views/A.plist", position: .lineColumn(line: 7, column: 5)))])
        #expect(
            render([diagnostic])
                == "::warning file=Views/A.plist,line=9,col=5,title=duplicate-key::'rowLabel' is set twice%0AViews/A.plist:7:5: note: first set here\n"
        )
    }

    @Test func binaryFilesHaveNoLineButTheOffsetInTheMessage() {
        let diagnostic = Diagnostic(
            .warning, .unknownKey, "unknown row key 'colour'", at: SourceLocation(file: "/elsewhere/B.plist", position: .byteOffset(37)))
        #expect(
            render([diagnostic], file: "/elsewhere/B.plist")
                == "::warning file=/elsewhere/B.plist,title=unknown-key::unknown row key 'colour' (at byte offset 37)\n")
    }

    @Test func controlCharactersAreShownAndTheRestEscaped() {
        let diagnostic = Diagnostic(
            .error, .unknownRowType, "unknown row type '\u{1B}[2J\u{202E}50%\r\n'",
            at: SourceLocation(file: "Views/a:b,c.plist", position: .lineColumn(line: 1, column: 1)))
        #expect(
            render([diagnostic], file: "Views/a:b,c.plist")
                == #"::error file=Views/a%3Ab%2Cc.plist,line=1,col=1,title=unknown-row-type::unknown row type '\u{1B}[2J\u{202E}50%25%0D%0A'"#
                + "\n")
    }
}
