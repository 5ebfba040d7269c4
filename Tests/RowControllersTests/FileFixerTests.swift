import PlistLoader
import RowControllers
import Testing

/// A file's fix-its applied: text files edited in place with every other byte kept, binary files written
/// again from the fixed tree, and nothing applied that is not certain.
@Suite struct FileFixerTests {
    /// What decoding `bytes` as a definition finds.
    func diagnostics(_ bytes: [UInt8], pathExtension: String = "plist") throws -> [Diagnostic] {
        let document = try PlistLoader().load(bytes, pathExtension: pathExtension)
        return DefinitionDecoder().decode(document, file: "View.plist", name: "View").1
    }

    func fixed(_ text: String, pathExtension: String = "plist") throws -> (text: String?, fix: FileFix) {
        let bytes = Array(text.utf8)
        let fix = FileFixer().fix(bytes, pathExtension: pathExtension, diagnostics: try diagnostics(bytes, pathExtension: pathExtension))
        return (fix.bytes.map { String(decoding: $0, as: UTF8.self) }, fix)
    }

    @Test func openStepKeepsCommentsQuotingAndLayout() throws {
        let text = """
            // A comment.
            (
            \t{
            \t\trowInformation = (
            \t\t\t{ /* inline */ "rowTyp" = "CDLTableRowTypeBooleanSwitch"; rowLable = Public; attributeKeyPath = publicEvent; },
            \t\t\t{
            \t\t\t\trowType = MOTableRowTypeSingleLineValueSmallLabel;   // legacy
            \t\t\t\trowLabel = "Date";
            \t\t\t\tattributeKeyPath = eventDate;
            \t\t\t\tdateFormatterStyle = NSDateFormatterMediumStyl;
            \t\t\t},
            \t\t);
            \t},
            )
            """
        let (result, fix) = try fixed(text)
        let expected = text.replacingOccurrences(of: "\"rowTyp\"", with: "\"rowType\"").replacingOccurrences(
            of: "rowLable", with: "rowLabel"
        )
        .replacingOccurrences(of: "MOTableRowType", with: "CDLTableRowType").replacingOccurrences(of: "MediumStyl;", with: "MediumStyle;")
        #expect(result == expected)
        #expect(fix.applied.map(\.code) == [.unknownKey, .unknownKey, .legacyRowType, .invalidValue])
        #expect(fix.unapplied.isEmpty && fix.problem == nil)
        #expect(try diagnostics(Array(expected.utf8)).filter { $0.fixIt != nil }.isEmpty)
    }

    @Test func jsonAndXMLKeepEveryOtherByte() throws {
        let json =
            "[ {\"rowInformation\":[{\"rowType\":\"CDLTableRowTypeToManyRelationship\",\"rowLabel\":\"S\\u0074eps\",\r\n"
            + "  \"attributeKeyPath\":\"steps.name\", \"showAddNewObject\" :\"YES\",\"addNewObjectPropertyListFile\":\"Step\", \"showAddExistingObject\": true}]}]"
        let expectedJSON = json.replacingOccurrences(of: ":\"YES\"", with: ":true").replacingOccurrences(
            of: "\"showAddExistingObject\"", with: "\"showAddExistingObjects\"")
        #expect(try fixed(json, pathExtension: "json").text == expectedJSON)
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!-- kept -->
            <plist version="1.0"><array><dict><key>rowInformation</key><array>
              <dict><key>rowType</key>   <string>CDLTableRowTypeBoolSwitch</string>
                    <key>rowLabel</key><string>Done &amp; dusted</string><key>atributeKeyPath</key><string>done</string></dict>
            </array></dict></array></plist>
            """
        let expectedXML = xml.replacingOccurrences(of: "BoolSwitch", with: "BooleanSwitch").replacingOccurrences(
            of: "atribute", with: "attribute")
        #expect(try fixed(xml).text == expectedXML)
    }

    /// A UTF-16 file stays UTF-16 in its byte order, a byte order mark stays.
    @Test func theFilesEncodingIsKept() throws {
        let text =
            "( { rowInformation = ( { rowType = CDLTableRowTypeCustom; rowCustomControllerClass = Delete; rowLable = \"Été\"; } ); } )"
        let expected = text.replacingOccurrences(of: "rowLable", with: "rowLabel")
        var utf16 = [UInt8(0xFF), 0xFE]
        for unit in text.utf16 { utf16 += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let fix = FileFixer().fix(utf16, diagnostics: try diagnostics(utf16))
        var expectedUTF16 = [UInt8(0xFF), 0xFE]
        for unit in expected.utf16 { expectedUTF16 += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        #expect(fix.bytes == expectedUTF16)
        let withMark = [0xEF, 0xBB, 0xBF] + Array(text.utf8)
        #expect(FileFixer().fix(withMark, diagnostics: try diagnostics(withMark)).bytes == [0xEF, 0xBB, 0xBF] + Array(expected.utf8))
    }

    /// A binary file's strings are replaced in its tree, which the binary writer writes: read back, it is
    /// the fixed tree. A key object shared by every row that misspells it is fixed in each.
    @Test func binaryFilesAreWrittenAgainFromTheFixedTree() throws {
        let text = """
            ( { rowInformation = (
              { rowType = CDLTableRowTypeBooleanSwitch; rowLable = Public; attributeKeyPath = publicEvent; },
              { rowType = CDLTableRowTypeSingleLineValueNoLabel; rowLable = Name; attributeKeyPath = name; },
            ); } )
            """
        let binary = try PlistWriter.write(try PlistLoader().load(Array(text.utf8)).root.value, as: .binary).bytes
        let found = try diagnostics(binary)
        // The writer writes the key once: both rows point at the one object.
        #expect(Set(found.filter { $0.code == .unknownKey }.map(\.location.position)).count == 1)
        #expect(found.filter { $0.code == .unknownKey }.count == 2)
        let fix = FileFixer().fix(binary, diagnostics: found)
        let bytes = try #require(fix.bytes)
        let reread = try PlistLoader().load(bytes)
        #expect(reread.format == .binary)
        let expected = try PlistLoader().load(Array(text.replacingOccurrences(of: "rowLable", with: "rowLabel").utf8)).root
        #expect(reread.root == expected)
        #expect(try diagnostics(bytes).isEmpty)
    }

    /// An object shared with a place the fix does not concern (a label that is also the misspelt key
    /// path) is not certain: that fix-it is left out, the others applied.
    @Test func aSharedBinaryObjectIsFixedOnlyWhereEveryPlaceNeedsIt() throws {
        let text = "( { rowInformation = ( { rowType = CDLTableRowTypeCustom; rowCustomControllerClass = Delete; rowLabel = rowTyp; rowTyp = x; } ); } )"
        let binary = try PlistWriter.write(try PlistLoader().load(Array(text.utf8)).root.value, as: .binary).bytes
        let found = try diagnostics(binary)
        let unknown = try #require(found.first { $0.code == .unknownKey })
        let fix = FileFixer().fix(binary, diagnostics: found)
        #expect(fix.bytes == nil)
        let reason = "the binary file's object here also stands in 1 other place(s) that need no fix"
        #expect(fix.unapplied == [FileFix.Unapplied(diagnostic: unknown, reason: reason)])
    }

    func fixIt(_ text: String, at line: Int, _ column: Int, code: DiagnosticCode = .invalidValue) -> Diagnostic {
        Diagnostic(
            .error, code, "m", at: SourceLocation(file: "View.plist", position: .lineColumn(line: line, column: column)), fixIt: text)
    }

    @Test func overlappingFixesLeaveTheFileAlone() {
        let bytes = Array("{ a = b; c = d; }".utf8)
        let first = fixIt("x", at: 1, 7), second = fixIt("y", at: 1, 7, code: .unknownAttribute)
        let fix = FileFixer().fix(bytes, diagnostics: [first, fixIt("z", at: 1, 14), second])
        #expect(fix.bytes == nil)
        #expect(fix.problem == .overlapping(first, second))
        #expect(
            fix.problem?.message == "its fixes overlap: 'x' [invalid-value] at 1:7 and 'y' [unknown-attribute] at 1:7 replace the same text"
        )
    }

    @Test func whatIsNotCertainIsLeftOut() {
        let bytes = Array("{ a = b; c = d; }".utf8)
        // At the dictionary's brace: no key or string starts there.
        let atBrace = fixIt("x", at: 1, 1)
        let fix = FileFixer().fix(bytes, diagnostics: [atBrace, fixIt("e f", at: 1, 14)])
        #expect(fix.bytes == Array("{ a = b; c = \"e f\"; }".utf8))
        #expect(fix.unapplied == [FileFix.Unapplied(diagnostic: atBrace, reason: "it points at no key or string")])
        let broken = FileFixer().fix(Array("{ a = ".utf8), diagnostics: [fixIt("x", at: 1, 7)])
        #expect(broken.bytes == nil)
        if case .unparseable = broken.problem {} else { Issue.record("a file that does not parse: \(String(describing: broken.problem))") }
        #expect(FileFixer().fix(bytes, diagnostics: []).bytes == nil)
    }
}
