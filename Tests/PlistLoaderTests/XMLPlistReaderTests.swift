import Foundation
import Testing

@testable import PlistLoader

@Suite struct XMLPlistReaderTests {
    let loader = PlistLoader()

    func load(_ source: String) throws(PlistError) -> PlistDocument {
        try loader.load(Array(source.utf8), pathExtension: "plist")
    }

    func failure(_ source: String) -> PlistError? {
        do {
            _ = try load(source)
            return nil
        } catch {
            return error
        }
    }

    /// CoreFoundation reads `<dict><key>CF$UID</key><integer>n</integer></dict>` back as a UID; anything
    /// else shaped like it stays a dictionary.
    @Test func anArchiveReferenceReadsAsAUID() throws {
        func root(_ body: String) throws -> PlistValue {
            try load("<plist version=\"1.0\"><array>\(body)<string>after</string></array></plist>").root.array![0].value
        }
        #expect(try root("<dict><key>CF$UID</key><integer>7</integer></dict>") == .uid(7))
        #expect(try root("<dict><key>CF$UID</key><integer>4294967295</integer></dict>") == .uid(4_294_967_295))
        for other in [
            "<dict><key>CF$UID</key><string>7</string></dict>", "<dict><key>CF$UID</key><integer>-1</integer></dict>",
            "<dict><key>CF$UID</key><integer>4294967296</integer></dict>",
            "<dict><key>CF$UID</key><integer>1</integer><key>more</key><true/></dict>",
            "<dict><key>cf$uid</key><integer>1</integer></dict>",
        ] {
            #expect(try root(other).kind == .dictionary, "\(other)")
        }
        // The UID keeps the dictionary's position, and what follows it reads on.
        let document = try load(
            "<plist version=\"1.0\"><array><dict><key>CF$UID</key><integer>7</integer></dict><string>after</string></array></plist>")
        #expect(document.root.array?.map(\.value) == [.uid(7), .string("after")])
        #expect(document.root.array?[0].position == .lineColumn(line: 1, column: 29))
    }

    static let header = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        """

    @Test func readsADetailViewWithPositions() throws {
        let document = try load(
            Self.header + """

                <plist version="1.0">
                <array>
                \t<dict>
                \t\t<key>sectionTitle</key>
                \t\t<string>Détails &amp; more</string>
                \t\t<key>rowInformation</key>
                \t\t<array>
                \t\t\t<dict>
                \t\t\t\t<key>rowType</key>
                \t\t\t\t<string>CDLTableRowTypeBooleanSwitch</string>
                \t\t\t\t<key>showAddNewObject</key>
                \t\t\t\t<true/>
                \t\t\t</dict>
                \t\t</array>
                \t</dict>
                </array>
                </plist>
                """)
        #expect(document.format == .xml)
        let root = document.root
        #expect(root.position == .lineColumn(line: 4, column: 1))
        let section = try #require(root.array?.first?.dictionary)
        #expect(section.entries.map(\.key) == ["sectionTitle", "rowInformation"])
        #expect(section.entries[0].keyPosition == .lineColumn(line: 6, column: 3))
        #expect(section["sectionTitle"]?.string == "Détails & more")
        #expect(section["sectionTitle"]?.position == .lineColumn(line: 7, column: 3))
        let row = try #require(section["rowInformation"]?.array?.first)
        #expect(row.position == .lineColumn(line: 10, column: 4))
        #expect(row.dictionary?["rowType"]?.string == "CDLTableRowTypeBooleanSwitch")
        #expect(row.dictionary?["showAddNewObject"]?.value == .boolean(true))
        #expect(row.dictionary?["showAddNewObject"]?.position == .lineColumn(line: 14, column: 5))
    }

    @Test func readsEveryScalarType() throws {
        let document = try load(
            """
            <plist><dict>
            <key>i</key><integer>-42</integer>
            <key>h</key><integer>0x1F</integer>
            <key>r</key><real>2.5e3</real>
            <key>f</key><false/>
            <key>d</key><date>2026-01-10T09:30:00Z</date>
            <key>b</key><data>
              aGVs
              bG8=
            </data>
            <key>e</key><string/>
            <key>c</key><string><![CDATA[<b>]]></string>
            <key>u</key><string>&#233;&#x1F600;</string>
            </dict></plist>
            """)
        let dictionary = try #require(document.root.dictionary)
        #expect(dictionary["i"]?.value == .integer(-42))
        #expect(dictionary["h"]?.value == .integer(31))
        #expect(dictionary["r"]?.value == .real(2500))
        #expect(dictionary["f"]?.value == .boolean(false))
        #expect(dictionary["d"]?.value == .date(Date(timeIntervalSince1970: 1_768_037_400)))
        #expect(dictionary["b"]?.value == .data(Array("hello".utf8)))
        #expect(dictionary["e"]?.value == .string(""))
        #expect(dictionary["c"]?.value == .string("<b>"))
        #expect(dictionary["u"]?.value == .string("é😀"))
    }

    @Test func keepsDuplicateKeysInOrderAndTheLastWins() throws {
        let document = try load("<plist><dict><key>a</key><string>1</string><key>a</key><string>2</string></dict></plist>")
        let dictionary = try #require(document.root.dictionary)
        #expect(dictionary.entries.count == 2)
        #expect(dictionary["a"]?.string == "2")
    }

    @Test func columnsCountCharactersNotBytes() throws {
        let document = try load("<plist><dict><key>é日</key><string>x</string></dict></plist>")
        let entry = try #require(document.root.dictionary?.entries.first)
        #expect(entry.keyPosition == .lineColumn(line: 1, column: 14))
        #expect(entry.value.position == .lineColumn(line: 1, column: 27))
    }

    @Test func positionsAreRightPastLine65535() throws {
        let source = "<plist><array>\n" + String(repeating: "\n", count: 70_000) + "  <string>far</string></array></plist>"
        let document = try load(source)
        #expect(document.root.array?.first?.position == .lineColumn(line: 70_002, column: 3))
        let broken = "<plist><array>\n" + String(repeating: "\n", count: 70_000) + "<string>far</strin></array></plist>"
        #expect(failure(broken)?.position?.line == 70_002)
    }

    @Test func reportsMalformedXMLAtTheFault() throws {
        let error = try #require(failure("<plist>\n<array>\n  <string>a</string>\n</dict>\n</plist>"))
        #expect(error.kind == .syntax)
        #expect(error.message == "</dict> does not close <array>, which is still open from line 2")
        #expect(error.position == .lineColumn(line: 4, column: 1))
        #expect(error.sourceLine == "</dict>")
    }

    @Test func refusesUnknownElementsAndStrayText() throws {
        let unknown = try #require(failure("<plist>\n <dict><key>a</key><str>x</str></dict></plist>"))
        #expect(unknown.message.hasPrefix("unknown element <str>"))
        #expect(unknown.position == .lineColumn(line: 2, column: 20))
        let stray = try #require(failure("<plist><array>oops<string>a</string></array></plist>"))
        #expect(stray.message == "unexpected text inside <array>: 'oops'")
        #expect(stray.position == .lineColumn(line: 1, column: 15))
    }

    /// CoreFoundation's parser knows no namespaces, so neither does the reader: `<x:dict>` is not a `<dict>`.
    @Test func anElementWithANamespacePrefixIsNotAPropertyListElement() throws {
        let prefixed = try #require(failure("<plist><x:dict xmlns:x=\"urn:x\"><key>a</key><string>b</string></x:dict></plist>"))
        #expect(prefixed.message.hasPrefix("unknown element <x:dict>"))
        #expect(prefixed.position == .lineColumn(line: 1, column: 8))
        #expect(try load("<plist xmlns:x=\"urn:x\"><dict x:a=\"1\"/></plist>").root.dictionary?.entries.isEmpty == true)
    }

    /// libxml2's SAX1 parser reports the open element of a mismatched end tag on line 0: the reader says
    /// the line it was opened on, whether positions are counted up front or deferred.
    @Test func aMismatchedEndTagNamesTheLineItsElementWasOpenedOn() throws {
        var deferring = PlistLoader()
        deferring.defersLineColumns = true
        let source = "<plist>\n<dict>\n<key>a</key>\n<array>\n  <string>a</string>\n</dict>\n</plist>"
        for loader in [loader, deferring] {
            #expect(throws: PlistError.self) { try loader.load(Array(source.utf8), pathExtension: "plist") }
            do {
                _ = try loader.load(Array(source.utf8), pathExtension: "plist")
            } catch {
                #expect(error.message == "</dict> does not close <array>, which is still open from line 4")
                #expect(error.position == .lineColumn(line: 6, column: 1))
            }
        }
    }

    /// Each thread keeps one parser context and resets it between documents: whatever stopped one parse
    /// (an error, a limit, a context filled with made-up names) must not show in the next.
    @Test func aDocumentReadsTheSameAfterAnyOtherOnTheSameThread() throws {
        let good = "<plist>\n<dict>\n\t<key>a</key>\n\t<string>b</string>\n</dict>\n</plist>\n"
        let expected = try load(good)
        let attributes = (0..<(XMLParserContextCache.maxNames + 10)).map { "a\($0)=\"1\"" }
        let manyNames = "<plist " + attributes.joined(separator: " ") + "><true/></plist>"
        let others = [
            "<plist>\n<array>\n  <string>a</string>\n</dict>\n</plist>",  // mismatched end tag
            "<plist><dict><key>a&b</key><string>x</string></dict></plist>",  // entity error
            "<plist><da",  // cut short
            "<!DOCTYPE plist [<!ENTITY e \"x\">]><plist/>",  // refused internal subset
            String(repeating: "<array>", count: 300),  // past libxml2's depth limit
            manyNames,
            "\u{FEFF}<plist><string>é</string></plist>",
        ]
        for other in others {
            _ = try? load(other)
            let again = try load(good)
            #expect(again.root == expected.root, "after \(other.prefix(40))")
            #expect(Self.positions(again.root) == Self.positions(expected.root), "after \(other.prefix(40))")
        }
        #expect(try load(manyNames).root.value == .boolean(true))
    }

    @Test func refusesAKeyWithoutValueAndAValueWithoutKey() throws {
        let noValue = try #require(failure("<plist><dict>\n<key>a</key>\n</dict></plist>"))
        #expect(noValue.message == "the key 'a' has no value")
        #expect(noValue.position == .lineColumn(line: 2, column: 1))
        let noKey = try #require(failure("<plist><dict><string>a</string></dict></plist>"))
        #expect(noKey.message == "expected <key> before this string in <dict>")
        #expect(noKey.position == .lineColumn(line: 1, column: 14))
    }

    @Test func refusesBadScalars() throws {
        #expect(failure("<plist><integer>12a</integer></plist>")?.message == "'12a' is not an integer")
        #expect(failure("<plist><integer>0x1ffffffffffffffffffffffffffffffff</integer></plist>")?.message.contains("out of range") == true)
        #expect(
            failure("<plist><integer>340282366920938463463374607431768211456</integer></plist>")?.message.contains("out of range") == true)
        #expect(failure("<plist><real>fast</real></plist>")?.message == "'fast' is not a real number")
        #expect(failure("<plist><date>2026-02-30T00:00:00Z</date></plist>")?.message.contains("is not a date") == true)
        #expect(failure("<plist><data>!!</data></plist>")?.message == "the content of <data> is not valid base64")
        #expect(failure("<plist><data>!!</data></plist>")?.position == .lineColumn(line: 1, column: 8))
    }

    static let dateForm = "YYYY-MM-DDTHH:MM:SSZ (UTC)"

    /// Scalars as CoreFoundation reads them, which is how the app loads the file (found by the differential
    /// tests against plutil): white space before a number but not after it, none around a date; decimal
    /// reals only; `nan`, `inf`, `infinity` in any case; ASCII digits; base64 padded at its end only.
    @Test(arguments: [
        ("<integer>42 </integer>", "white space after the integer 42 is not allowed: the app's property-list parser refuses it"),
        ("<integer>42\n</integer>", "white space after the integer 42 is not allowed: the app's property-list parser refuses it"),
        ("<integer>\u{FF11}\u{FF12}</integer>", "'\u{FF11}\u{FF12}' is not an integer"),
        ("<real>1.5 </real>", "white space after the real number 1.5 is not allowed: the app's property-list parser refuses it"),
        ("<real>0x1p3</real>", "'0x1p3' is not a real number"),
        ("<real>+nan</real>", "'+nan' is not a real number"),
        ("<real>nan(1)</real>", "'nan(1)' is not a real number"),
        ("<real>1e</real>", "'1e' is not a real number"),
        ("<real>.</real>", "'.' is not a real number"),
        (
            "<date> 2026-01-10T09:30:00Z</date>",
            "'2026-01-10T09:30:00Z' is not a date: expected \(XMLPlistReaderTests.dateForm), with no white space around it"
        ),
        (
            "<date>2026-01-10T09:30:00Z\n</date>",
            "'2026-01-10T09:30:00Z' is not a date: expected \(XMLPlistReaderTests.dateForm), with no white space around it"
        ),
        ("<data>AQ=I</data>", "the content of <data> is not valid base64"),
        ("<data>AQI</data>", "the content of <data> is not valid base64"),
        ("<data>AQI==</data>", "the content of <data> is not valid base64"),
    ])
    func refusesScalarsCoreFoundationRefuses(element: String, message: String) {
        #expect(failure("<plist>\(element)</plist>")?.message == message)
    }

    @Test(arguments: [
        ("<integer> - 4</integer>", PlistValue.integer(-4)),
        ("<integer>\t+0x1F</integer>", .integer(31)),
        ("<integer>-0x10</integer>", .integer(-16)),
        ("<real> .5</real>", .real(0.5)),
        ("<real>5.</real>", .real(5)),
        ("<real>-1E+3</real>", .real(-1000)),
        ("<real>1e400</real>", .real(.infinity)),
        ("<real>INF</real>", .real(.infinity)),
        ("<real>+Infinity</real>", .real(.infinity)),
        ("<real>-inf</real>", .real(-.infinity)),
        ("<data> AQ\nI= </data>", .data([1, 2])),
    ])
    func readsScalarsAsCoreFoundationReadsThem(element: String, value: PlistValue) throws {
        #expect(try load("<plist>\(element)</plist>").root.value == value)
    }

    @Test func readsNaNInAnyCase() throws {
        for word in ["nan", "NaN", "NAN"] {
            let value = try load("<plist><real>\(word)</real></plist>").root.value
            #expect(value.typeName == "real" && value != value, "\(word)")  // NaN alone is unequal to itself.
        }
    }

    @Test func refusesAnEntityDeclarationWithoutExpandingIt() throws {
        let laughs = """
            <?xml version="1.0"?>
            <!DOCTYPE plist [
              <!ENTITY a "aaaaaaaaaa">
              <!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">
            ]>
            <plist><string>&b;</string></plist>
            """
        let error = try #require(failure(laughs))
        #expect(error.kind == .syntax)
        #expect(error.message.contains("internal subset"))
        #expect(error.position == .lineColumn(line: 2, column: 17))
    }

    @Test func neverReadsAnExternalEntity() throws {
        let external = """
            <?xml version="1.0"?>
            <!DOCTYPE plist SYSTEM "file:///etc/passwd">
            <plist><string>&xxe;</string></plist>
            """
        let error = try #require(failure(external))
        #expect(!error.message.contains("root:"))
        #expect(error.message.contains("xxe"))
    }

    @Test func stopsDeepNestingWithALimitError() throws {
        let deep = "<plist>" + String(repeating: "<array>", count: 100_000)
        let error = try #require(failure(deep))
        #expect(error.kind == .limitExceeded)
        #expect(error.message == "nesting deeper than 256 levels (the XML parser's limit)")
        let strict = PlistLoader(limits: PlistLimits(maxDepth: 3))
        #expect(
            throws: PlistError(
                .limitExceeded, "nesting deeper than 3 levels", at: .lineColumn(line: 1, column: 29),
                sourceLine: "<plist><array><array><array><array></array></array></array></array></plist>")
        ) {
            try strict.load(Array("<plist><array><array><array><array></array></array></array></array></plist>".utf8))
        }
    }

    @Test func reportsTruncatedAndEmptyDocuments() throws {
        #expect(failure("<plist><array><string>a</string>")?.kind == .syntax)
        #expect(failure("<plist></plist>")?.message == "the <plist> element is empty: it must hold one value")
        #expect(failure("   \n  ")?.message.hasPrefix("the file is empty") == true)
        #expect(failure("<plist><string>a</string><string>b</string></plist>")?.message == "<plist> holds more than one value")
    }

    /// libxml2's commonest errors, in plain words; the rest keep libxml2's text.
    @Test(arguments: [
        ("<plist><string>x & y</string></plist>", "a bare '&' in text must be written '&amp;'"),
        ("<plist><string>x &amp y</string></plist>", "an entity reference is missing its ';' (a bare '&' must be written '&amp;')"),
        ("<plist><string>a < b</string></plist>", "'<' must start an element; in text write it as '&lt;'"),
        ("<plist><string>a</string></plist><plist/>", "unexpected content after the end of the property list"),
        ("<plist>\n<array>", "the file ends before <array> (opened on line 2) is closed"),
        ("<plist><array></dict></plist>", "</dict> does not close <array>, which is still open from line 1"),
        ("<plist><string a=>x</string></plist>", "attValue: \" or ' expected"),
    ])
    func restatesLibxml2sCommonErrors(source: String, message: String) throws {
        #expect(failure(source)?.message == message)
    }

    /// Every node's position, in reading order, keys before their values.
    static func positions(_ node: PlistNode) -> [SourcePosition] {
        switch node.value {
        case .array(let elements): [node.position] + elements.flatMap(positions)
        case .dictionary(let dictionary): [node.position] + dictionary.entries.flatMap { [$0.keyPosition] + positions($0.value) }
        default: [node.position]
        }
    }

    @Test func deferredPositionsAreOffsetsThatResolveToTheLinesAndColumnsCountedUpFront() throws {
        // CR LF, a lone CR, tabs, text outside ASCII before a tag on the same line; UTF-8 and UTF-16.
        let source =
            Self.header + "\r\n<plist version=\"1.0\">\r<array>\n\t<dict><key>é☃</key><string>Größe</string>"
            + "<key>n</key><integer>7</integer></dict>\r\n\t<true/> <data>AA==</data>\n</array>\n</plist>\n"
        var deferring = PlistLoader()
        deferring.defersLineColumns = true
        let utf16: [UInt8] = [0xFF, 0xFE] + source.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        for bytes in [Array(source.utf8), utf16] {
            let upFront = Self.positions(try loader.load(bytes).root)
            let document = try deferring.load(bytes)
            let deferred = Self.positions(document.root)
            #expect(deferred.count == 8)
            #expect(deferred.allSatisfy { $0.textOffset != nil })
            #expect(try #require(document.sourceText).resolve(deferred) == upFront)
            #expect(upFront.contains(SourcePosition.lineColumn(line: 5, column: 43)))  // the <key> after <string>Größe
        }
    }

    @Test func aDeferringLoadersErrorsHaveLinesAndColumns() {
        var deferring = PlistLoader()
        deferring.defersLineColumns = true
        let cases = [
            // Made at a node's position (the key's), which is an offset while deferring.
            "<plist><dict>\n  <key>a</key>\n</dict></plist>": SourcePosition.lineColumn(line: 2, column: 3),
            "<plist><array>\n <string>x</string>\n</plist>": .lineColumn(line: 3, column: 1),
            "<plist>\n<string/><true/></plist>": .lineColumn(line: 2, column: 10),
        ]
        for (source, position) in cases {
            #expect(throws: PlistError.self) { try deferring.load(Array(source.utf8)) }
            do {
                _ = try deferring.load(Array(source.utf8))
            } catch {
                #expect(error.position == position, "\(source)")
                #expect(error.position == failure(source)?.position, "\(source)")
                #expect(error.sourceLine != nil, "\(source)")
            }
        }
    }

    @Test func eachElementKnowsTheLengthOfItsName() {
        for element in XMLPlistElement.allCases {
            #expect(element.nameLength == element.name.utf8.count, "\(element.name)")
        }
    }

    @Test func aTagWithAttributesOrWhiteSpaceStartsAtItsAngleBracket() throws {
        let document = try load("<plist version=\"1.0\"><array >\n<string\n>a</string><dict\t></dict ><true\n/></array></plist>")
        let elements = try #require(document.root.array)
        #expect(document.root.position == .lineColumn(line: 1, column: 22))
        let expected: [SourcePosition] = [
            .lineColumn(line: 2, column: 1), .lineColumn(line: 3, column: 12), .lineColumn(line: 3, column: 27),
        ]
        #expect(elements.map(\.position) == expected)
    }
}
