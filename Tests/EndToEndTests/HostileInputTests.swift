import CDLGenTestSupport
import Foundation
import Testing

/// Odd but harmless input, read as it should be, and bad input whose checks need more than the table of
/// ``AdversarialInputTests`` (which holds the hostile cases: entities, nesting, limits, encodings,
/// values, truncation, paths).
@Suite struct HostileInputTests {
    typealias Finding = JSONReport.Finding

    /// Validates one file and returns the exit status and its findings.
    func check(_ name: String, _ data: Data, _ extraArguments: [String] = []) throws -> (status: Int32, findings: [Finding]) {
        let folder = try TemporaryFolder()
        let path = try folder.write(name, data)
        // Run in its folder: from the package's, the repository's own project file would apply (rule 4).
        let result = try CDLGenProcess.run(["validate", "--format", "json"] + extraArguments + [path], in: folder.url)
        return (result.status, try JSONReport(result.stdout).diagnostics)
    }

    func check(_ name: String, _ text: String, _ extraArguments: [String] = []) throws -> (status: Int32, findings: [Finding]) {
        try check(name, Data(text.utf8), extraArguments)
    }

    @Test(arguments: ["Empty.plist", "Empty.json"])
    func anEmptyFileIsASyntaxError(name: String) throws {
        let (status, findings) = try check(name, "  \n")
        #expect(status == 1)
        #expect(findings.map(\.code) == ["syntax-error"])
        #expect(findings.first?.line == 1 && findings.first?.column == 1)
        #expect(findings.first?.message.hasPrefix("the file is empty") == true)
    }

    @Test func utf16WithAByteOrderMarkIsRead() throws {
        let text =
            "( { rowInformation = ( { rowType = CDLTableRowTypeSingleLineValueNoLabel; rowLabel = Name; attributeKeyPath = name; } ); } )"
        var data = Data([0xFF, 0xFE])
        data.append(text.data(using: .utf16LittleEndian)!)
        let (status, findings) = try check("Wide.plist", data)
        #expect(status == 0)
        #expect(findings.isEmpty)
    }

    @Test func aTruncatedBinaryPlistIsASyntaxErrorAtAnOffset() throws {
        let (status, findings) = try check("Compiled.plist", Data("bplist00\u{0}\u{1}".utf8))
        #expect(status == 1)
        #expect(findings.first?.code == "syntax-error")
        #expect(findings.first?.offset == 0 && findings.first?.line == nil)
        #expect(findings.first?.message.contains("too short") == true)
    }

    @Test func terminalEscapesInValuesAreShownNotObeyed() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("Escape.json", "[{\"rowInformation\": [{\"rowType\": \"\\u001b[2J\\u202eEvil\"}]}]")
        let result = try CDLGenProcess.run(["validate", path])
        #expect(result.status == 1)
        #expect(!result.stdout.contains("\u{1B}"))
        #expect(!result.stdout.contains("\u{202E}"))
        #expect(result.stdout.contains("\\u{1B}[2J\\u{202E}Evil"))
    }
}
