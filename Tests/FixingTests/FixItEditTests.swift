import CDLGenTestSupport
import Diagnostics
import Fixing
import PlistLoader
import Testing

/// Where cdlgen points (a key or string's start: the quote, an XML element's `<`, an OpenStep word) and
/// what a fix-it replaces there, in each text format; and the replacement escaped for its token.
@Suite struct FixItEditTests {
    /// The text each fix-it of `text`'s diagnostics replaces, and the text replacing it, in file order.
    func edits(_ text: String, format: PlistFormat) throws -> [String] {
        let bytes = Array(text.utf8)
        let (_, diagnostics) = try decode(text, format: format)
        return Diagnostic.sortedForOutput(diagnostics).filter { $0.fixIt != nil }.compactMap { diagnostic in
            FixItEdit(diagnostic, in: bytes, format: format).map { edit in
                "\(diagnostic.code): \(String(decoding: bytes[edit.range], as: UTF8.self)) → \(edit.replacement)"
            }
        }
    }

    /// A diagnostic with `fixIt` at a line and column, as any rule makes them.
    func diagnostic(_ line: Int, _ column: Int, fixIt: String, code: DiagnosticCode = .invalidValue) -> Diagnostic {
        Diagnostic(.error, code, "m", at: SourceLocation(file: "F.plist", position: .lineColumn(line: line, column: column)), fixIt: fixIt)
    }

    func replaced(_ text: String, _ diagnostic: Diagnostic, format: PlistFormat) -> String? {
        let bytes = Array(text.utf8)
        return FixItEdit(diagnostic, in: bytes, format: format).map {
            String(decoding: bytes[$0.range], as: UTF8.self) + " → " + $0.replacement
        }
    }

    @Test func openStepWordsAndQuotedStrings() throws {
        let text = """
            ( { rowInformation = (
                { "rowType" = "CDLTableRowTypeSingleLineValueSmallLabel"; "rowLable" = "Date"; attributeKeyPath = eventDate;
                  dateFormatterStyle = NSDateFormatterMediumStyl; },
                { rowType = MOTableRowTypeBooleanSwitch; rowLable = Public; attributeKeyPath = publicEvent; },
                { rowType = 'CDLTableRowTypeBoolSwitch'; rowLabel = Done; attributeKeyPath = done; },
            ); } )
            """
        #expect(
            try edits(text, format: .openStep) == [
                "unknown-key: rowLable → rowLabel",
                "invalid-value: NSDateFormatterMediumStyl → NSDateFormatterMediumStyle",
                "legacy-row-type: MOTableRowTypeBooleanSwitch → CDLTableRowTypeBooleanSwitch",
                "unknown-key: rowLable → rowLabel",
                "unknown-row-type: CDLTableRowTypeBoolSwitch → CDLTableRowTypeBooleanSwitch",
            ])
    }

    @Test func jsonStringsFromTheirQuote() throws {
        let text = """
            [{"rowInformation": [
              {"rowType": "CDLTableRowTypeToManyRelationship", "rowLabl": "Steps", "attributeKeyPath": "steps.name",
               "showAddNewObject": "YES", "addNewObjectPropertyListFile": "TaskStepDetailView"}
            ]}]
            """
        // string-boolean replaces the whole string, quotes too: the fix is a boolean.
        #expect(try edits(text, format: .json) == ["unknown-key: rowLabl → rowLabel", "string-boolean: \"YES\" → true"])
    }

    @Test func xmlElementsFromTheirStartTag() throws {
        let text = """
            <plist version="1.0"><array><dict><key>rowInformation</key><array>
            <dict><key>rowType</key><string>CDLTableRowTypeRelationshp</string><key>rowLabl</key><string>Type</string>
            <key>attributeKeyPath</key><string>type.name</string></dict>
            <dict><key>rowType</key><string>CDLTableRowTypeToManyRelationship</string><key>rowLabel</key><string>A</string>
            <key>attributeKeyPath</key><string>a.b</string><key>showAddExistingObjects</key><string>NO</string></dict>
            </array></dict></array></plist>
            """
        #expect(
            try edits(text, format: .xml) == [
                "unknown-row-type: CDLTableRowTypeRelationshp → CDLTableRowTypeRelationship",
                "unknown-key: rowLabl → rowLabel",
                "string-boolean: <string>NO</string> → <false/>",
            ])
    }

    /// Columns count scalars after CR LF, a lone CR, tabs and text outside ASCII; a byte order mark is not counted.
    @Test func positionsAfterAnyLineBreakAndCharacter() {
        let text = "\u{FEFF}(\r\n{ a = \"Été 日本\";\trowLable = x; },\r{\tb = y; rowTpye = z; }\n)"
        #expect(replaced(text, diagnostic(2, 17, fixIt: "rowLabel"), format: .openStep) == "rowLable → rowLabel")
        #expect(replaced(text, diagnostic(3, 10, fixIt: "rowType"), format: .openStep) == "rowTpye → rowType")
        #expect(replaced(text, diagnostic(3, 40, fixIt: "x"), format: .openStep) == nil)
        #expect(replaced(text, diagnostic(9, 1, fixIt: "x"), format: .openStep) == nil)
    }

    @Test func theReplacementIsWrittenForItsToken() {
        let openStep = "{ a = word; b = \"quoted\"; c = 'single'; }"
        #expect(replaced(openStep, diagnostic(1, 7, fixIt: "two words"), format: .openStep) == "word → \"two words\"")
        #expect(replaced(openStep, diagnostic(1, 7, fixIt: "Name.plist"), format: .openStep) == "word → Name.plist")
        #expect(replaced(openStep, diagnostic(1, 17, fixIt: "say \"hi\"\\"), format: .openStep) == #"quoted → say \"hi\"\\"#)
        #expect(replaced(openStep, diagnostic(1, 31, fixIt: "it's"), format: .openStep) == #"single → it\'s"#)
        let json = #"{"a": "value"}"#
        #expect(replaced(json, diagnostic(1, 7, fixIt: "line\n\"two\""), format: .json) == #"value → line\n\"two\""#)
        let xml = "<dict><key>a</key><string>value</string></dict>"
        #expect(replaced(xml, diagnostic(1, 19, fixIt: "a < b & c > d"), format: .xml) == "value → a &lt; b &amp; c &gt; d")
        #expect(replaced(xml, diagnostic(1, 19, fixIt: "bell\u{07}"), format: .xml) == nil, "XML cannot hold a control character")
    }

    /// Nothing a fix could replace for certain: an empty element, text with a comment in it, a string
    /// cut by a line break, a binary file, a diagnostic without a fix-it.
    @Test func noEditWhereTheTokenIsNotOneString() {
        #expect(replaced("<dict><key>a</key><string/></dict>", diagnostic(1, 19, fixIt: "x"), format: .xml) == nil)
        #expect(replaced("<dict><key>a</key><string>b<!-- c -->d</string></dict>", diagnostic(1, 19, fixIt: "x"), format: .xml) == nil)
        #expect(replaced("{ a = \"b\nc\"; }", diagnostic(1, 7, fixIt: "x"), format: .openStep) == nil)
        #expect(FixItEdit(diagnostic(1, 1, fixIt: "x"), in: Array("bplist00".utf8), format: .binary) == nil)
        var none = diagnostic(1, 7, fixIt: "x")
        none.fixIt = nil
        #expect(replaced("{ a = b; }", none, format: .openStep) == nil)
    }
}
