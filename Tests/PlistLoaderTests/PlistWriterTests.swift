import Foundation
import Testing

@testable import PlistLoader

/// The writers' exact text, their refusals, and what they report.
@Suite struct PlistWriterTests {
    typealias Values = PlistWriterTestValues

    /// A small definition-like value with one of each kind a golden file needs.
    static let small = Values.dictionary([
        "name": Values.string("Due Date"),
        "note": Values.string("Tom & Jerry <3 \"quoted\""),
        "count": Values.node(.integer(-3)),
        "ratio": Values.node(.real(0.1)),
        "done": Values.node(.boolean(true)),
        "tags": Values.array(Values.string("a"), Values.string("b c")),
        "none": Values.dictionary([:]),
        "blob": Values.node(.data([0x0f, 0xbd, 0x77, 0xaa, 0x12])),
        "when": Values.node(.date(Values.date)),
    ])

    @Test func xmlGolden() throws {
        let output = try PlistWriter.write(Self.small.value, as: .xml)
        #expect(
            output.text == """
                <?xml version="1.0" encoding="UTF-8"?>
                <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
                <plist version="1.0">
                <dict>
                \t<key>name</key>
                \t<string>Due Date</string>
                \t<key>note</key>
                \t<string>Tom &amp; Jerry &lt;3 "quoted"</string>
                \t<key>count</key>
                \t<integer>-3</integer>
                \t<key>ratio</key>
                \t<real>0.1</real>
                \t<key>done</key>
                \t<true/>
                \t<key>tags</key>
                \t<array>
                \t\t<string>a</string>
                \t\t<string>b c</string>
                \t</array>
                \t<key>none</key>
                \t<dict/>
                \t<key>blob</key>
                \t<data>
                \tD713qhI=
                \t</data>
                \t<key>when</key>
                \t<date>2024-01-02T03:04:05Z</date>
                </dict>
                </plist>

                """)
        #expect(output.losses.isEmpty)
    }

    @Test func jsonGolden() throws {
        let output = try PlistWriter.write(Self.small.value, as: .json)
        #expect(
            output.text == """
                {
                  "name": "Due Date",
                  "note": "Tom & Jerry <3 \\"quoted\\"",
                  "count": -3,
                  "ratio": 0.1,
                  "done": true,
                  "tags": [
                    "a",
                    "b c"
                  ],
                  "none": {},
                  "blob": "D713qhI=",
                  "when": "2024-01-02T03:04:05Z"
                }

                """)
        #expect(
            output.losses == [
                PlistWriterLoss(.dataWrittenAsBase64String, at: PlistPath([.key("blob")]), position: .start),
                PlistWriterLoss(.dateWrittenAsString, at: PlistPath([.key("when")]), position: .start),
            ])
    }

    @Test func openStepGolden() throws {
        let output = try PlistWriter.write(Self.small.value, as: .openStep)
        #expect(
            output.text == """
                {
                \tname = "Due Date";
                \tnote = "Tom & Jerry <3 \\"quoted\\"";
                \tcount = -3;
                \tratio = 0.1;
                \tdone = YES;
                \ttags = (
                \t\ta,
                \t\t"b c",
                \t);
                \tnone = { };
                \tblob = <0fbd77aa 12>;
                \twhen = 2024-01-02T03:04:05Z;
                }

                """)
        #expect(
            output.losses.map(\.kind) == [.numberWrittenAsString, .numberWrittenAsString, .booleanWrittenAsString, .dateWrittenAsString])
        #expect(output.losses.map(\.path.description) == ["count", "ratio", "done", "when"])
    }

    @Test func lossesCarryTheSourcePositionsOfWhatWasLoaded() throws {
        let document = try PlistLoader().load(Array("<plist><array>\n<true/>\n<date>2024-01-02T03:04:05Z</date></array></plist>".utf8))
        let output = try PlistWriter.write(document.root.value, as: .openStep)
        #expect(output.losses.map(\.position) == [.lineColumn(line: 2, column: 1), .lineColumn(line: 3, column: 1)])
        #expect(
            output.losses.map(\.message) == [
                "the boolean at [0] is written as the string YES or NO",
                "the date at [1] is written as an ISO-8601 string",
            ])
    }

    @Test func aDuplicateKeyKeepsOnlyItsLastValueWhereThatStands() throws {
        let value = PlistValue.dictionary(
            PlistDictionary(entries: [
                PlistDictionaryEntry(key: "a", keyPosition: .lineColumn(line: 1, column: 3), value: Values.string("first")),
                PlistDictionaryEntry(key: "b", keyPosition: .lineColumn(line: 2, column: 3), value: Values.string("kept")),
                PlistDictionaryEntry(key: "a", keyPosition: .lineColumn(line: 3, column: 3), value: Values.string("last")),
            ]))
        let output = try PlistWriter.write(value, as: .json)
        #expect(output.text == "{\n  \"b\": \"kept\",\n  \"a\": \"last\"\n}\n")
        #expect(
            output.losses == [PlistWriterLoss(.duplicateKeyDropped, at: PlistPath([.key("a")]), position: .lineColumn(line: 1, column: 3))])
    }

    @Test func aFractionOfASecondIsDroppedTowardThePastAndReported() throws {
        let value = PlistValue.array([Values.node(.date(Date(timeIntervalSince1970: -0.25)))])
        let output = try PlistWriter.write(value, as: .xml)
        #expect(output.text.contains("<date>1969-12-31T23:59:59Z</date>"))
        #expect(output.losses.map(\.kind) == [.fractionOfSecondDropped])
    }

    @Test func controlCharactersAreEscapedInJSONAndOpenStep() throws {
        let value = PlistValue.string(Values.controls)
        #expect(try PlistWriter.write(value, as: .json).text == "\"nul\\u0000 bell\\u0007 escape\\u001B7 delete\u{7F}\"\n")
        #expect(try PlistWriter.write(value, as: .openStep).text == "\"nul\\000 bell\\007 escape\\0337 delete\\177\"\n")
        for format in [PlistFormat.json, .openStep] {
            let text = try PlistWriter.write(value, as: format).text
            let readBack = try PlistLoader().load(Array(text.utf8), pathExtension: format == .json ? "json" : "plist").root
            #expect(readBack.string == Values.controls, "\(format)")
        }
    }

    @Test func xmlRefusesControlCharactersItCannotHold() {
        let value = Values.dictionary(["rows": Values.array(Values.string("ok"), Values.string("bell\u{07}"))])
        #expect(
            throws: PlistWriterError(
                .unrepresentableValue, "XML cannot hold the character U+0007; write JSON or OpenStep instead (at rows[1])",
                at: PlistPath([.key("rows"), .index(1)])
            )
        ) {
            try PlistWriter.write(value.value, as: .xml)
        }
    }

    @Test func xmlKeepsACarriageReturnAsAReference() throws {
        let text = try PlistWriter.write(.string("a\r\nb"), as: .xml).text
        #expect(text.contains("<string>a&#13;\nb</string>"))
    }

    @Test func jsonRefusesNaNAndInfinity() {
        for real in [Double.nan, .infinity, -.infinity] {
            #expect(throws: PlistWriterError.self) { try PlistWriter.write(.array([Values.node(.real(real))]), as: .json) }
        }
    }

    @Test func aDateOutsideFourDigitYearsIsRefused() {
        let value = PlistValue.date(Date(timeIntervalSince1970: 253_402_300_800))  // 10000-01-01
        #expect(throws: PlistWriterError.self) { try PlistWriter.write(value, as: .xml) }
    }

    @Test func openStepQuotesOnlyWhatItMust() {
        func written(_ string: String) -> String {
            var text = ""
            OpenStepPlistWriter.appendString(string, to: &text)
            return text
        }
        #expect(written("CDLTableRowTypeBooleanSwitch") == "CDLTableRowTypeBooleanSwitch")
        #expect(written("type.name") == "type.name")
        #expect(written("a-b_c$d/e:f.9") == "a-b_c$d/e:f.9")
        #expect(written("") == "\"\"")
        #expect(written("Due Date") == "\"Due Date\"")
        #expect(written("//x") == "\"//x\"")
        #expect(written("a/*b") == "\"a/*b\"")
        #expect(written("café") == "\"café\"")
        #expect(written("1e+300") == "\"1e+300\"")
        #expect(written("say \"hi\"\\\n\t") == #""say \"hi\"\\\n\t""#)
        #expect(written("\u{2028}") == #""\U2028""#)
    }

    @Test func pathsReadLikeKeyPaths() {
        #expect(PlistPath.root.description == "(root)")
        #expect(
            PlistPath([.index(0), .key("rowInformation"), .index(2), .key("eventDate")]).description == "[0].rowInformation[2].eventDate")
        #expect(PlistPath([.key("due date"), .key("x\"y")]).description == #"["due date"]["x\"y"]"#)
    }

    @Test func longDataIsWrappedAsCoreFoundationWrapsIt() throws {
        let value = Values.array(Values.array(Values.array(Values.node(.data(Array(0..<128))))))  // <data> at 3 tabs
        let text = try PlistWriter.write(value.value, as: .xml).text
        let dataLines = text.split(separator: "\n").filter { $0.hasPrefix("\t\t\t") && !$0.contains("<") }
        #expect(dataLines.map { $0.count - 3 } == [52, 52, 52, 16])
    }
}
