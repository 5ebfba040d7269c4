import CDLGenTestSupport
import Foundation
import Testing

/// Bad input of every kind ends in a positioned `syntax-error` and exit status 1: never a crash, a hang,
/// or a file's contents in the output.
@Suite struct HostileInputTests {
    struct Finding: Decodable, Equatable {
        var file: String
        var line: Int?
        var column: Int?
        var offset: Int?
        var code: String
        var message: String
    }

    struct Report: Decodable {
        var diagnostics: [Finding]
    }

    /// Validates one file and returns the exit status and its findings.
    func check(_ name: String, _ data: Data, _ extraArguments: [String] = []) throws -> (status: Int32, findings: [Finding]) {
        let folder = try TemporaryFolder()
        let path = try folder.write(name, data)
        let result = try CDLGenProcess.run(["validate", "--format", "json"] + extraArguments + [path])
        let report = try JSONDecoder().decode(Report.self, from: Data(result.stdout.utf8))
        return (result.status, report.diagnostics)
    }

    func check(_ name: String, _ text: String, _ extraArguments: [String] = []) throws -> (status: Int32, findings: [Finding]) {
        try check(name, Data(text.utf8), extraArguments)
    }

    /// 100,000 levels of one opening token, in the file named.
    @Test(arguments: [
        ("Deep.plist", "<array>", "nesting deeper than 256 levels (the XML parser's limit)"),
        ("Deep.plist", "(", "nesting deeper than 512 levels"),
        ("Deep.plist", "{a=", "nesting deeper than 512 levels"),
        ("Deep.json", "[", "nesting deeper than 512 levels"),
        ("Deep.json", "{\"a\":", "nesting deeper than 512 levels"),
    ])
    func deepNestingIsALimitNotACrash(name: String, opening: String, message: String) throws {
        let (status, findings) = try check(name, String(repeating: opening, count: 100_000))
        #expect(status == 1)
        #expect(findings.count == 1)
        #expect(findings.first?.code == "syntax-error")
        #expect(findings.first?.message == message)
        #expect(findings.first?.line == 1)
        #expect(findings.first?.column != nil)
    }

    @Test func anEntityDeclarationIsRefusedNotExpanded() throws {
        let laughs = """
            <?xml version="1.0"?>
            <!DOCTYPE plist [
            <!ENTITY lol "lol">
            <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
            <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
            ]>
            <plist><array><dict><key>sectionTitle</key><string>&lol3;</string></dict></array></plist>
            """
        let (status, findings) = try check("Laughs.plist", laughs)
        #expect(status == 1)
        #expect(findings == [Finding(file: findings.first?.file ?? "", line: 2, column: 17, offset: nil, code: "syntax-error",
            message: "a DOCTYPE with an internal subset ('[…]') is not allowed: it could declare entities")])
    }

    @Test func anExternalEntityNeverLeaksAFile() throws {
        let external = """
            <?xml version="1.0"?>
            <!DOCTYPE plist SYSTEM "file:///etc/passwd">
            <plist><array><dict><key>sectionTitle</key><string>&xxe;</string></dict></array></plist>
            """
        let folder = try TemporaryFolder()
        let path = try folder.write("External.plist", external)
        let result = try CDLGenProcess.run(["validate", path])
        #expect(result.status == 1)
        #expect(result.stdout.contains("syntax-error"))
        #expect(!result.stdout.contains("root:"))
    }

    @Test(arguments: ["Empty.plist", "Empty.json"])
    func anEmptyFileIsASyntaxError(name: String) throws {
        let (status, findings) = try check(name, "  \n")
        #expect(status == 1)
        #expect(findings.map(\.code) == ["syntax-error"])
        #expect(findings.first?.line == 1 && findings.first?.column == 1)
        #expect(findings.first?.message.hasPrefix("the file is empty") == true)
    }

    @Test func invalidUTF8IsASyntaxErrorAtTheByte() throws {
        var data = Data("(\n\t{ sectionTitle = \"caf".utf8)
        data.append(contentsOf: [0xE9, 0x22, 0x3B, 0x7D, 0x29])
        let (status, findings) = try check("Latin1.plist", data)
        #expect(status == 1)
        #expect(findings.first?.code == "syntax-error")
        #expect(findings.first?.line == 2 && findings.first?.column == 23)
        #expect(findings.first?.message.hasPrefix("invalid UTF-8") == true)
    }

    @Test func utf16WithAByteOrderMarkIsRead() throws {
        let text = "( { rowInformation = ( { rowType = CDLTableRowTypeSingleLineValueNoLabel; attributeKeyPath = name; } ); } )"
        var data = Data([0xFF, 0xFE])
        data.append(text.data(using: .utf16LittleEndian)!)
        let (status, findings) = try check("Wide.plist", data)
        #expect(status == 0)
        #expect(findings.isEmpty)
    }

    @Test func aFileOverTheSizeLimitIsRefused() throws {
        let (status, findings) = try check("Big.json", String(repeating: " ", count: 2_000) + "[]", ["--max-file-size", "1000"])
        #expect(status == 1)
        #expect(findings.first?.code == "syntax-error")
        #expect(findings.first?.message == "the file is 2002 bytes, over the limit of 1000 bytes")
    }

    @Test func aTruncatedBinaryPlistIsASyntaxErrorAtAnOffset() throws {
        let (status, findings) = try check("Compiled.plist", Data("bplist00\u{0}\u{1}".utf8))
        #expect(status == 1)
        #expect(findings.first?.code == "syntax-error")
        #expect(findings.first?.offset == 0 && findings.first?.line == nil)
        #expect(findings.first?.message.contains("too short") == true)
    }

    @Test func positionsStayRightPastLine65535() throws {
        let text = "[\n" + String(repeating: "\n", count: 70_000) + "  {\"rowInformation\": [], \"sectionTitel\": \"x\"}\n]\n"
        let (_, findings) = try check("Long.json", text)
        #expect(findings.map(\.code) == ["empty-section", "unknown-key"])
        #expect(findings.map(\.line) == [70_002, 70_002])
        #expect(findings.map(\.column) == [22, 26])
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
