import CDLGenTestSupport
import Checks
import Diagnostics
import Fixing
import Foundation
import PlistLoader
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
        let text =
            "( { rowInformation = ( { rowType = CDLTableRowTypeCustom; rowCustomControllerClass = Delete; rowLabel = rowTyp; rowTyp = x; } ); } )"
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

    /// Any bytes, any positions (most where a key or string starts), any fix-its: never a crash, and a
    /// file it changes reads back in its own format.
    @Test func anyBytesAndPositionsAreSafe() throws {
        var random = SplitMix64(seed: 0xF1C5)
        let samples = try ["Events/EventDetailView.plist", "Widgets/WidgetDetailView.plist", "Tasks/TaskDetailView.json"].map { name in
            Array(try Data(contentsOf: packageRoot.appendingPathComponent("Definitions/" + name)))
        }
        let binary = try PlistWriter.write(try PlistLoader().load(samples[0]).root.value, as: .binary).bytes
        let fixIts = ["rowLabel", "two words", "a\"b\\c", "<&>", "it's", "", "\u{1}", "日本"]
        var changed = 0
        for round in 0..<400 {
            var bytes = (samples + [binary])[round % 4]
            let pathExtension = round % 4 == 2 ? "json" : "plist"
            for _ in 0..<Int.random(in: 0...2, using: &random) {
                bytes[Int.random(in: 0..<bytes.count, using: &random)] = UInt8.random(in: 0...255, using: &random)
            }
            let starts = (try? PlistLoader().load(bytes, pathExtension: pathExtension)).map { Self.starts(of: $0.root) } ?? []
            let diagnostics = (0..<Int.random(in: 1...6, using: &random)).map { _ in
                let anywhere: SourcePosition =
                    round % 4 == 3
                    ? .byteOffset(Int.random(in: 0..<bytes.count, using: &random))
                    : .lineColumn(line: Int.random(in: 1...60, using: &random), column: Int.random(in: 1...50, using: &random))
                let position =
                    starts.isEmpty || Int.random(in: 0..<4, using: &random) == 0 ? anywhere : starts.randomElement(using: &random)!
                let code: DiagnosticCode = Int.random(in: 0..<4, using: &random) == 0 ? .stringBoolean : .unknownKey
                let fixIt =
                    code == .stringBoolean ? ["true", "<false/>"].randomElement(using: &random)! : fixIts.randomElement(using: &random)!
                return Diagnostic(.warning, code, "m", at: SourceLocation(file: "F", position: position), fixIt: fixIt)
            }
            let fix = FileFixer().fix(bytes, pathExtension: pathExtension, diagnostics: diagnostics)
            guard let fixed = fix.bytes else { continue }
            changed += 1
            let format = try PlistLoader().load(bytes, pathExtension: pathExtension).format
            #expect(try PlistLoader().load(fixed, pathExtension: pathExtension).format == format, "round \(round)")
        }
        #expect(changed > 100)
    }

    /// Where each key and string of a tree starts.
    static func starts(of node: PlistNode) -> [SourcePosition] {
        switch node.value {
        case .string: [node.position]
        case .array(let elements): elements.flatMap(starts(of:))
        case .dictionary(let dictionary): dictionary.entries.flatMap { [$0.keyPosition] + starts(of: $0.value) }
        default: []
        }
    }
}
