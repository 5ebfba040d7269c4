import CDLGenTestSupport
import Testing

@testable import LanguageServer

/// No input crashes or hangs the scanner: any offset, any bytes, any size, any depth.
extension CursorContextTests {
    static let malformed: [(Syntax, String)] = [
        (.openStep, "( { a = \"x\\\" ( ; = ; } ) ) ) } <0f 1 /* ( // \n 'q"),
        (.openStep, "} ) ] ; = , { = = ; ( , , ) <zz> <> \"\\"),
        (.json, #"[ { "a": [1, 2, { "b": "c\" ] } ], "d" "e": tru } } ] ] /* //"#),
        (.json, "]]]}}}::,,\"\n\"\"{[{[\\"),
        (.xml, "<dict><key>a</key><string>b</key></dict></array>>><<array<!-- <dict> <? <! <key/><true/><array/>"),
        (.xml, "</></ ><//><key><key></key></key>< dict><string><!--"),
        (.openStep, "été 🎉 { clé = \"valeur 🎉\"; }"),
    ]

    /// What holds of any context: the cursor is in its word, the word in the text, its prefix its start.
    static func checkInvariants(_ context: CursorContext, text: [UInt8], offset: Int) {
        let offset = min(max(offset, 0), text.count)
        #expect(context.wordRange.lowerBound >= 0 && context.wordRange.upperBound <= text.count)
        #expect(context.wordRange.contains(offset) || context.wordRange.upperBound == offset)
        #expect(context.word == String(decoding: text[context.wordRange], as: UTF8.self))
        #expect(context.prefix == String(decoding: text[context.wordRange.lowerBound..<offset], as: UTF8.self))
        #expect(context.inDictionary != nil || context.path.isEmpty)
        if context.inComment { #expect(context.word.isEmpty) }
    }

    @Test(arguments: 0..<malformed.count)
    func everyOffsetOfMalformedText(_ sample: Int) {
        let (syntax, string) = Self.malformed[sample]
        let text = Array(string.utf8)
        for offset in -1...text.count + 1 {
            Self.checkInvariants(CursorScanner.context(in: text, at: offset, syntax: syntax), text: text, offset: offset)
        }
    }

    @Test(arguments: [Syntax.openStep, .json, .xml])
    func emptyTextAndOffsetsOutOfRange(_ syntax: Syntax) {
        for offset in [Int.min, -1, 0, 1, Int.max] {
            let context = CursorScanner.context(in: [], at: offset, syntax: syntax)
            #expect(context.role == .element && context.path.isEmpty && context.inDictionary == nil)
            #expect(context.wordRange == 0..<0 && context.word.isEmpty && context.siblingKeys.isEmpty)
        }
        let text = Array("{ a = b; }".utf8)
        #expect(CursorScanner.context(in: text, at: 99, syntax: syntax).wordRange.upperBound == text.count)
    }

    /// Bytes of every value, invalid UTF-8 and NULs included, from a fixed generator.
    @Test(arguments: [Syntax.openStep, .json, .xml])
    func binaryJunk(_ syntax: Syntax) {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        let text = (0..<4096).map { _ -> UInt8 in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 56)
        }
        for offset in stride(from: 0, through: text.count, by: 5) {
            Self.checkInvariants(CursorScanner.context(in: text, at: offset, syntax: syntax), text: text, offset: offset)
        }
    }

    @Test func invalidUTF8InTheWordBecomesReplacementCharacters() {
        let text: [UInt8] = Array("{ a = \"x".utf8) + [0xFF, 0xC3] + Array("y\"; }".utf8)
        let context = CursorScanner.context(in: text, at: 9, syntax: .openStep)
        #expect(context.role == .value(key: "a"))
        #expect(context.word == "x\u{FFFD}\u{FFFD}y" && context.wordRange == 7..<11)
    }

    /// A detail view of `rows` rows in one section, in each syntax, with `|` in row `rows / 2`.
    static func largeDefinition(_ syntax: Syntax, rows: Int) -> String {
        let row: String
        let marked: String
        let (open, close, separator): (String, String, String)
        switch syntax {
        case .openStep:
            row =
                "{ rowType = CDLTableRowTypeSingleLineValueSmallLabel; rowLabel = \"Name ( ; \"; attributeKeyPath = person.name; }, // row\n"
            marked = "{ rowType = CDLTableRowTypeSingleLineValueSmallLabel; attributeKeyPath = person.na|me; /* } */ rowLabel = Name; },\n"
            (open, close, separator) = ("( { sectionTitle = Info; rowInformation = (\n", "); } )", "")
        case .json:
            row = #"{ "rowType": "CDLTableRowTypeSingleLineValueSmallLabel", "rowLabel": "Name [ , ", "attributeKeyPath": "person.name" }"#
            marked = #"{ "rowType": "CDLTableRowTypeSingleLineValueSmallLabel", "attributeKeyPath": "person.na|me", "rowLabel": "}" }"#
            (open, close, separator) = (#"[ { "sectionTitle": "Info", "rowInformation": ["#, "] } ]", ",\n")
        case .xml:
            row =
                "<dict><key>rowType</key><string>CDLTableRowTypeSingleLineValueSmallLabel</string><key>rowLabel</key><string>Name</string></dict>\n"
            marked =
                "<dict><key>rowType</key><string>CDLTableRowTypeSingleLineValueSmallLabel</string><key>attributeKeyPath</key><string>person.na|me</string><!-- </dict> --><key>rowLabel</key><string>Name</string></dict>\n"
            (open, close, separator) = (
                "<plist><array><dict><key>sectionTitle</key><string>Info</string><key>rowInformation</key><array>\n",
                "</array></dict></array></plist>", ""
            )
        }
        let rowsBefore = Array(repeating: row, count: rows / 2).joined(separator: separator)
        let rowsAfter = Array(repeating: row, count: rows - rows / 2 - 1).joined(separator: separator)
        return open + rowsBefore + separator + marked + separator + rowsAfter + close
    }

    /// 2,500 rows and 20,000 (about 2.5 MB): the scan's work grows as the rows do (eight times the rows,
    /// at most sixteen times the work; a scan that went back over the text would give sixty-four), and
    /// after the cursor it stops at the row's end.
    @Test(.timeLimit(.minutes(2)), arguments: [Syntax.openStep, .json, .xml])
    func aLargeDefinitionIsScannedInLinearTime(_ syntax: Syntax) {
        let growth = Growth.measure(from: 2_500) { rows in
            let marked = Self.largeDefinition(syntax, rows: rows)
            #expect(marked.utf8.count > rows * 100)
            var context: CursorContext?
            let cost = ThreadCPUTime.of { context = Self.scan(marked, syntax) }
            #expect(context?.path == [.index(0), .key("rowInformation"), .index(rows / 2)])
            #expect(context?.role == .value(key: "attributeKeyPath") && context?.word == "person.name" && context?.prefix == "person.na")
            #expect(context?.siblingKeys == ["rowType", "attributeKeyPath", "rowLabel"])
            #expect(
                context?.siblingValues == [
                    "rowType": "CDLTableRowTypeSingleLineValueSmallLabel", "rowLabel": syntax == .json ? "}" : "Name",
                ])
            // At the very start and the very end.
            let text = Array(marked.utf8.filter { $0 != UInt8(ascii: "|") })
            #expect(CursorScanner.context(in: text, at: 0, syntax: syntax).inDictionary == nil)
            #expect(CursorScanner.context(in: text, at: text.count, syntax: syntax).path.isEmpty)
            return cost
        }
        print("growth of the scan, \(syntax): \(growth)")
        #expect(growth.isLinear, "\(growth)")
    }

    /// 10 000 levels, closed or not, with the cursor at the innermost and at the outermost (whose siblings
    /// are scanned past all the levels).
    @Test(.timeLimit(.minutes(2)), arguments: [Syntax.openStep, .json, .xml])
    func tenThousandLevelsOfNesting(_ syntax: Syntax) {
        let depth = 10_000
        let (open, close, key): (String, String, String) =
            switch syntax {
            case .openStep: ("{ a = ( ", " ); }", "a")
            case .json: (#"{ "a": [ "#, " ] }", "a")
            case .xml: ("<dict><key>a</key><array>", "</array></dict>", "a")
            }
        let levels = String(repeating: open, count: depth)
        let inner = Self.scan(levels + "|" + String(repeating: close, count: depth), syntax)
        #expect(inner.path.count == 2 * depth - 1 && inner.path.last == .key(key) && inner.inDictionary == false)
        let unclosed = Self.scan(levels + "|", syntax)
        #expect(unclosed.path == inner.path)
        let (first, second): (String, String) =
            switch syntax {
            case .openStep: ("{ b = true; | ", "c = ( ")
            case .json: (#"{ "b": true, |"#, #""c": [ "#)
            case .xml: ("<dict><key>b</key><true/>|", "<key>c</key><array>")
            }
        let outer = Self.scan(first + second + levels, syntax)
        #expect(outer.path.isEmpty && outer.inDictionary == true)
        #expect(outer.siblingKeys == ["b", "c"] && outer.siblingValues == ["b": "true"])
    }

    /// Inputs that could make a naive scanner go back and forth, or recurse as deep as the text is long:
    /// 32 KiB and 256 KiB of one opener or delimiter. The work grows as the text does (at most sixteen
    /// times for eight times the text) and the invariants hold at the start, the middle and the end.
    @Test(.timeLimit(.minutes(2)), arguments: ["\"", "<", "/*", "<!--", "{", "(", "[", "a", "\\", "<key>", "</dict>"])
    func aLongRunOfOneTokenIsScannedInLinearTime(_ token: String) {
        let growth = Growth.measure(from: 32 << 10) { size in
            let text = Array(String(repeating: token, count: size / token.utf8.count).utf8)
            var contexts: [(CursorContext, Int)] = []
            let cost = ThreadCPUTime.of {
                for syntax in [Syntax.openStep, .json, .xml] {
                    for offset in [0, text.count / 2, text.count] {
                        contexts.append((CursorScanner.context(in: text, at: offset, syntax: syntax), offset))
                    }
                }
            }
            for (context, offset) in contexts { Self.checkInvariants(context, text: text, offset: offset) }
            return cost
        }
        print("growth of the scan, \(token): \(growth)")
        #expect(growth.isLinear, "\(token): \(growth)")
    }
}
