import Testing

@testable import PlistLoader

@Suite struct JSONPlistReaderTests {
    // MARK: - Helpers

    private func load(_ source: String, limits: PlistLimits = .default) throws(PlistError) -> PlistNode {
        try PlistLoader(limits: limits).load(Array(source.utf8), pathExtension: "json").root
    }

    private func loadError(_ source: String, limits: PlistLimits = .default) -> PlistError? {
        do {
            _ = try PlistLoader(limits: limits).load(Array(source.utf8), pathExtension: "json")
            return nil
        } catch {
            return error
        }
    }

    /// Runs the reader itself, without the loader's format detection and text decoding.
    private func read(_ source: String, limits: PlistLimits = .default) -> Result<PlistNode, PlistError> {
        let utf8 = Array(source.utf8)
        return utf8.withUnsafeBufferPointer { (bytes: UnsafeBufferPointer<UInt8>) -> Result<PlistNode, PlistError> in
            var reader = JSONPlistReader(bytes, limits: limits)
            do throws(PlistError) {
                return .success(try reader.readDocument())
            } catch {
                return .failure(error)
            }
        }
    }

    private func node(_ value: PlistValue) -> PlistNode { PlistNode(value, at: .start) }
    private func string(_ text: String) -> PlistNode { node(.string(text)) }
    private func dictionary(_ pairs: [(String, PlistNode)]) -> PlistNode {
        node(.dictionary(PlistDictionary(entries: pairs.map { PlistDictionaryEntry(key: $0.0, keyPosition: .start, value: $0.1) })))
    }
    private func at(_ line: Int, _ column: Int) -> SourcePosition { .lineColumn(line: line, column: column) }

    // MARK: - A realistic definition

    private let detailView = """
        [
          {
            "sectionTitle": "Details",
            "rowInformation": [
              {
                "rowType": "text",
                "rowLabel": "Name",
                "attributeKeyPath": "name"
              },
              {
                "rowType": "toManyRelationship",
                "rowLabel": "Orders",
                "attributeKeyPath": "orders",
                "showAddNewObject": true
              }
            ]
          }
        ]
        """

    @Test func detailViewParsesToTheExactTree() throws {
        let document = try PlistLoader().load(Array(detailView.utf8), pathExtension: "json")
        #expect(document.format == .json)
        let expected = node(
            .array([
                dictionary([
                    ("sectionTitle", string("Details")),
                    (
                        "rowInformation",
                        node(
                            .array([
                                dictionary([
                                    ("rowType", string("text")),
                                    ("rowLabel", string("Name")),
                                    ("attributeKeyPath", string("name")),
                                ]),
                                dictionary([
                                    ("rowType", string("toManyRelationship")),
                                    ("rowLabel", string("Orders")),
                                    ("attributeKeyPath", string("orders")),
                                    ("showAddNewObject", node(.boolean(true))),
                                ]),
                            ]))
                    ),
                ])
            ]))
        #expect(document.root == expected)
        // Equality of dictionaries ignores order: check the order of entries separately.
        let section = try #require(document.root.array?.first?.dictionary)
        #expect(section.entries.map(\.key) == ["sectionTitle", "rowInformation"])
        let rows = try #require(section["rowInformation"]?.array)
        #expect(rows[1].dictionary?.entries.map(\.key) == ["rowType", "rowLabel", "attributeKeyPath", "showAddNewObject"])
    }

    @Test func detailViewPositions() throws {
        let root = try load(detailView)
        #expect(root.position == at(1, 1))
        let sectionNode = try #require(root.array?.first)
        #expect(sectionNode.position == at(2, 3))
        let section = try #require(sectionNode.dictionary)
        #expect(section.entries[0].keyPosition == at(3, 5))
        #expect(section.entries[0].value.position == at(3, 21))
        #expect(section.entries[1].keyPosition == at(4, 5))
        #expect(section.entries[1].value.position == at(4, 23))
        let rows = try #require(section.entries[1].value.array)
        #expect(rows.map(\.position) == [at(5, 7), at(10, 7)])
        let firstRow = try #require(rows[0].dictionary)
        #expect(firstRow.entries.map(\.keyPosition) == [at(6, 9), at(7, 9), at(8, 9)])
        #expect(firstRow.entries[0].value.position == at(6, 20))
        let secondRow = try #require(rows[1].dictionary)
        let showAdd = try #require(secondRow.entry(forKey: "showAddNewObject"))
        #expect(showAdd.keyPosition == at(14, 9))
        #expect(showAdd.value.position == at(14, 29))
        #expect(showAdd.value.value == .boolean(true))
    }

    @Test func jsonContentIsDetectedWithoutTheExtension() throws {
        let document = try PlistLoader().load(Array(#"{"rowType": "text"}"#.utf8))
        #expect(document.format == .json)
        #expect(document.root.dictionary?["rowType"]?.string == "text")
    }

    // MARK: - Containers

    @Test func duplicateKeysAreKeptInOrder() throws {
        let dictionary = try #require(try load(#"{"a": 1, "b": 2, "a": 3}"#).dictionary)
        #expect(dictionary.entries.map(\.key) == ["a", "b", "a"])
        #expect(dictionary.entries.map(\.value.value) == [.integer(1), .integer(2), .integer(3)])
        #expect(dictionary.entries.map(\.keyPosition) == [at(1, 2), at(1, 10), at(1, 18)])
        #expect(dictionary["a"]?.value == .integer(3))
        #expect(dictionary["a"]?.position == at(1, 23))
    }

    @Test func emptyContainers() throws {
        #expect(try load("{}") == node(.dictionary(PlistDictionary())))
        #expect(try load("[]") == node(.array([])))
        let root = try load(" {\"a\": {}, \"b\": [ \n ], \"c\": [{}, []]}")
        #expect(root.position == at(1, 2))
        let dictionary = try #require(root.dictionary)
        #expect(dictionary.entries.map(\.key) == ["a", "b", "c"])
        #expect(dictionary["a"]?.dictionary?.entries.isEmpty == true)
        #expect(dictionary["a"]?.position == at(1, 8))
        #expect(dictionary["b"]?.array?.isEmpty == true)
        #expect(dictionary["b"]?.position == at(1, 17))
        #expect(dictionary["c"]?.array == [node(.dictionary(PlistDictionary())), node(.array([]))])
    }

    @Test func scalarRootsAndWhitespace() throws {
        guard case .success(let number) = read(" \t\r\n 42 \n") else {
            Issue.record("a number root should parse")
            return
        }
        #expect(number.value == .integer(42))
        #expect(number.position == at(2, 2))
        #expect(try load("\"text\"").value == .string("text"))
        #expect(try load("[true, false]") == node(.array([node(.boolean(true)), node(.boolean(false))])))
    }

    // MARK: - Strings

    @Test func everyEscape() throws {
        let root = try load(
            #"["\" \\ \/ \b \f \n \r \t", "caf\u00e9", "\u00C9t\u00e9", "\uD83D\uDE00!", "A\u0041\u20AC", "é\n😀", "\u0000"]"#)
        #expect(
            root.array?.map(\.value) == [
                .string("\" \\ / \u{8} \u{C} \n \r \t"),
                .string("café"),
                .string("Été"),
                .string("😀!"),
                .string("AA€"),
                .string("é\n😀"),
                .string("\u{0}"),
            ])
    }

    @Test func longStringsAcrossWordBoundaries() throws {
        let plain = String(repeating: "abcdefg", count: 9)
        let accented = String(repeating: "éèê", count: 7)
        let root = try load("[\"\(plain)\", \"\(accented)\", \"0123456789abcdef\\\"ghij\", \"0123456789\\\\\"]")
        #expect(
            root.array?.map(\.value) == [
                .string(plain), .string(accented), .string("0123456789abcdef\"ghij"), .string("0123456789\\"),
            ])
        #expect(root.array?.map(\.position) == [at(1, 2), at(1, 69), at(1, 94), at(1, 120)])
    }

    @Test func loneSurrogatesAreErrors() {
        let cases: [(String, String)] = [
            (#"["ab\uD83D"]"#, #"a lone surrogate: \uD83D must be followed by a low surrogate \uDC00...\uDFFF to make one character"#),
            (#"["ab\uD83Dx"]"#, #"a lone surrogate: \uD83D must be followed by a low surrogate \uDC00...\uDFFF to make one character"#),
            (
                #"["ab\uD83D\u0041"]"#,
                #"a lone surrogate: \uD83D must be followed by a low surrogate \uDC00...\uDFFF to make one character"#
            ),
            (#"["ab\uDE00"]"#, #"a lone surrogate: \uDE00 is a low surrogate without a high surrogate \uD800...\uDBFF before it"#),
        ]
        for (source, message) in cases {
            let error = loadError(source)
            #expect(error?.kind == .syntax, "\(source)")
            #expect(error?.message == message, "\(source)")
            #expect(error?.position == at(1, 5), "\(source)")
        }
    }

    @Test func invalidEscapes() {
        let bad = loadError(#"{"k": "a\x"}"#)
        #expect(bad?.message == #"invalid escape '\x' in a string; JSON allows \" \\ \/ \b \f \n \r \t and \uXXXX"#)
        #expect(bad?.position == at(1, 9))
        let hex = loadError(#"["\u12G4"]"#)
        #expect(hex?.message == #"invalid \u escape: \u must be followed by four hexadecimal digits"#)
        #expect(hex?.position == at(1, 3))
    }

    @Test func unterminatedString() {
        let error = loadError("{\"a\": [1, \"abc")
        #expect(error?.kind == .syntax)
        #expect(error?.message == "unterminated string: the file ends before its closing '\"'")
        #expect(error?.position == at(1, 11))
        #expect(loadError("[\"abc\\")?.position == at(1, 2))
        #expect(loadError("[\"abc\\u12")?.position == at(1, 2))
        #expect(loadError("[\"0123456789abcdefghij")?.position == at(1, 2))
    }

    @Test func controlCharactersInStrings() {
        let newline = loadError("[\"abc\ndef\"]")
        #expect(
            newline?.message
                == "a control character (U+000A) inside a string must be escaped (write \\n for a line break; or is the string missing its closing '\"'?)"
        )
        #expect(newline?.position == at(1, 6))
        #expect(newline?.sourceLine == "[\"abc")
        let tab = loadError("{\"a\": \"x\ty\"}")
        #expect(tab?.message == "a control character (U+0009) inside a string must be escaped (write \\t for a tab)")
        #expect(tab?.position == at(1, 9))
        // Past the first eight bytes, where the string is scanned a word at a time.
        let bell = loadError("[\"0123456789abc\u{7}defghijklmnop\"]")
        #expect(bell?.message == "a control character (U+0007) inside a string must be escaped (write \\u0007)")
        #expect(bell?.position == at(1, 16))
    }

    // MARK: - Numbers and literals

    @Test func validNumbers() throws {
        let root = try load("[0, -0, 42, -17, 9223372036854775807, -9223372036854775808, 1.5, -0.25, 1e3, 2E-2, 1.5e+2, 0.0]")
        #expect(
            root.array?.map(\.value) == [
                .integer(0), .integer(0), .integer(42), .integer(-17), .integer(PlistInteger(Int64.max)), .integer(PlistInteger(Int64.min)),
                .real(1.5), .real(-0.25), .real(1000), .real(0.02), .real(150), .real(0),
            ])
        #expect(root.array?[3].position == at(1, 13))
    }

    @Test func integersBeyond64BitsUpTo128Bits() throws {
        let root = try load(
            "[9223372036854775808, -9223372036854775809, 340282366920938463463374607431768211455, -340282366920938463463374607431768211455]"
        )
        #expect(
            root.array?.map(\.value) == [
                .integer(PlistInteger(isNegative: false, magnitude: 1 << 63)),
                .integer(PlistInteger(isNegative: true, magnitude: (1 << 63) + 1)),
                .integer(PlistInteger(isNegative: false, magnitude: .max)),
                .integer(PlistInteger(isNegative: true, magnitude: .max)),
            ])
    }

    @Test func numbersOutOfRange() {
        for (source, message) in [
            (
                "340282366920938463463374607431768211456",
                "integer out of range: '340282366920938463463374607431768211456' has more than 128 bits"
            ),
            (
                "-340282366920938463463374607431768211456",
                "integer out of range: '-340282366920938463463374607431768211456' has more than 128 bits"
            ),
            ("1e400", "real out of range: '1e400' is too large for a 64-bit floating-point number"),
        ] {
            let error = loadError("{\"n\": \(source)}")
            #expect(error?.kind == .syntax, "\(source)")
            #expect(error?.message == message, "\(source)")
            #expect(error?.position == at(1, 7), "\(source)")
        }
    }

    @Test(arguments: [
        ("01", "invalid number '01': a leading zero is not allowed in JSON"),
        ("-01", "invalid number '-01': a leading zero is not allowed in JSON"),
        ("+1", "invalid number '+1': a JSON number cannot start with '+'"),
        (".5", "invalid number '.5': JSON needs a digit before the decimal point (write 0.5)"),
        ("1.", "invalid number '1.': expected a digit after the decimal point"),
        ("1.e5", "invalid number '1.e5': expected a digit after the decimal point"),
        ("1e", "invalid number '1e': expected a digit in the exponent"),
        ("1e+", "invalid number '1e+': expected a digit in the exponent"),
        ("-", "invalid number '-': expected a digit after '-'"),
        ("-x", "invalid number '-x': expected a digit after '-'"),
        ("0x1F", "invalid number '0x1F': JSON has no hexadecimal numbers"),
        ("1.2.3", "invalid number '1.2.3': not a JSON number"),
        ("12px", "invalid number '12px': not a JSON number"),
        ("NaN", "expected a value, found 'NaN'; JSON has no NaN or infinite numbers"),
        ("Infinity", "expected a value, found 'Infinity'; JSON has no NaN or infinite numbers"),
        ("-Infinity", "invalid number '-Infinity': JSON has no NaN or infinite numbers"),
    ])
    func invalidNumberForms(source: String, message: String) {
        let error = loadError("[true,\n   \(source)]")
        #expect(error?.kind == .syntax)
        #expect(error?.message == message)
        #expect(error?.position == at(2, 4))
    }

    @Test func nullIsAnError() {
        let error = loadError("{\"a\": null}")
        #expect(error?.kind == .syntax)
        #expect(error?.message == "null is not allowed: property lists have no null value; remove the key or give it a value")
        #expect(error?.position == at(1, 7))
        #expect(loadError("[1,\n null]")?.position == at(2, 2))
    }

    @Test func misspelledLiterals() {
        #expect(loadError("[trueish]")?.message == "expected a value, found 'trueish'; text in JSON must be in double quotes")
        #expect(loadError("[fals]")?.message == "expected a value, found 'fals'; text in JSON must be in double quotes")
        #expect(loadError("[nul]")?.position == at(1, 2))
        #expect(loadError("[True]")?.message == "expected a value, found 'True'; text in JSON must be in double quotes")
    }

    // MARK: - Structure errors

    @Test func trailingCommas() {
        let array = loadError("[1, 2,]")
        #expect(array?.kind == .syntax)
        #expect(array?.message == "a trailing comma is not allowed in JSON: remove the ',' before ']'")
        #expect(array?.position == at(1, 6))
        let object = loadError("{\"a\": 1,\n}")
        #expect(object?.message == "a trailing comma is not allowed in JSON: remove the ',' before '}'")
        #expect(object?.position == at(1, 8))
    }

    @Test func expectedSomethingElse() {
        let cases: [(String, String, SourcePosition)] = [
            ("{\"a\": 1]", "expected ',' or '}' after an object member, found ']'", at(1, 8)),
            ("[1 2]", "expected ',' or ']' after an array element, found '2'", at(1, 4)),
            ("[1}", "expected ',' or ']' after an array element, found '}'", at(1, 3)),
            ("{\"a\": }", "expected a value, found '}'", at(1, 7)),
            ("[,1]", "expected a value, found ','", at(1, 2)),
            ("[x]", "expected a value, found 'x'; text in JSON must be in double quotes", at(1, 2)),
            ("['a']", "expected a value, found a single quote; JSON strings use double quotes, not single quotes", at(1, 2)),
            ("{\"a\" 1}", "expected ':' after the key \"a\", found '1'", at(1, 6)),
            ("{\"a\" = 1}", "expected ':' after the key \"a\", found '='", at(1, 6)),
            ("{rowType: 1}", "expected a string key or '}', found 'rowType'; keys in JSON must be in double quotes", at(1, 2)),
            ("{\"a\": 1, 2}", "expected a string key after ',', found '2'; keys in JSON must be in double quotes", at(1, 10)),
            ("[\u{A0}1]", "expected a value, found U+00A0", at(1, 2)),
            ("[1,\u{C}2]", "expected a value, found U+000C", at(1, 4)),
            (
                "{\"a\": [1, 2",
                "expected ',' or ']' after an array element, found the end of the file (the array opened at 1:7 is never closed)", at(1, 12)
            ),
            ("{\"a\": ", "expected a value, found the end of the file (the object opened at 1:1 is never closed)", at(1, 7)),
            (
                "{\"a\": 1",
                "expected ',' or '}' after an object member, found the end of the file (the object opened at 1:1 is never closed)", at(1, 8)
            ),
        ]
        for (source, message, position) in cases {
            let error = loadError(source)
            #expect(error?.kind == .syntax, "\(source)")
            #expect(error?.message == message, "\(source)")
            #expect(error?.position == position, "\(source)")
        }
    }

    @Test func textAfterTheRootValue() {
        let error = loadError("{}\n  x")
        #expect(error?.kind == .syntax)
        #expect(error?.message == "unexpected text after the end of the JSON value: found 'x'; a JSON file holds exactly one value")
        #expect(error?.position == at(2, 3))
        #expect(
            loadError("[1]]")?.message == "unexpected text after the end of the JSON value: found ']'; a JSON file holds exactly one value")
        #expect(loadError("[1]]")?.position == at(1, 4))
        #expect(loadError("{} {}")?.position == at(1, 4))
    }

    @Test func commentsAreRejectedUnderstandably() {
        let leading = loadError("// a comment\n{}")
        #expect(leading?.message == "expected a value, found a comment ('//'); JSON has no comments")
        #expect(leading?.position == at(1, 1))
        let inside = loadError("{\"a\": 1 /* one */}")
        #expect(inside?.message == "expected ',' or '}' after an object member, found a comment ('/*'); JSON has no comments")
        #expect(inside?.position == at(1, 9))
        let trailing = loadError("[1]\n// end")
        #expect(trailing?.message == "unexpected text after the end of the JSON value: found a comment ('//'); JSON has no comments")
        #expect(trailing?.position == at(2, 1))
    }

    // MARK: - Limits

    @Test func depthLimit() throws {
        let limits = PlistLimits(maxDepth: 3)
        #expect(try load("[{\"a\": [1]}]", limits: limits).array?.first?.dictionary?["a"]?.array == [node(.integer(1))])
        let array = loadError("[{\"a\": [\n  [1]]}]", limits: limits)
        #expect(array?.kind == .limitExceeded)
        #expect(array?.message == "nesting deeper than 3 levels")
        #expect(array?.position == at(2, 3))
        let object = loadError("[[[{}]]]", limits: limits)
        #expect(object?.kind == .limitExceeded)
        #expect(object?.position == at(1, 4))
        // Empty containers count too.
        #expect(loadError("[[[[]]]]", limits: limits)?.position == at(1, 4))
    }

    @Test func defaultDepthLimit() throws {
        let deepest = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        #expect(throws: Never.self) { try load(deepest) }
        let tooDeep = String(repeating: "[", count: 513) + String(repeating: "]", count: 513)
        let error = loadError(tooDeep)
        #expect(error?.kind == .limitExceeded)
        #expect(error?.message == "nesting deeper than 512 levels")
        #expect(error?.position == at(1, 513))
    }

    @Test func hundredThousandNestedArraysDoNotCrash() {
        let error = loadError(String(repeating: "[", count: 100_000))
        #expect(error?.kind == .limitExceeded)
        #expect(error?.message == "nesting deeper than 512 levels")
        #expect(error?.position == at(1, 513))
    }

    @Test func hundredThousandNestedObjectsDoNotCrash() {
        let error = loadError(String(repeating: "{\"a\":", count: 100_000))
        #expect(error?.kind == .limitExceeded)
        #expect(error?.position == at(1, 5 * 512 + 1))
    }

    @Test func deepNestingUnderAHugeLimitDoesNotRecurse() {
        // The reader keeps open containers on a heap stack, so even a limit far above the default cannot
        // make it overflow the call stack.
        let limits = PlistLimits(maxDepth: 1_000_000)
        let error = loadError(String(repeating: "[", count: 100_000), limits: limits)
        #expect(error?.kind == .syntax)
        #expect(error?.message == "expected a value, found the end of the file (the array opened at 1:100000 is never closed)")
        let objects = loadError(String(repeating: "{\"a\":", count: 100_000), limits: limits)
        #expect(objects?.kind == .syntax)
        #expect(objects?.position == at(1, 500_001))
    }

    // MARK: - Columns

    @Test func columnsCountUnicodeScalars() throws {
        let dictionary = try #require(try load("{\"name\": \"é\", \"b\": true}").dictionary)
        #expect(dictionary.entries[1].keyPosition == at(1, 15))
        #expect(dictionary.entries[1].value.position == at(1, 20))
        let emoji = try load("[\"😀\", 1]")
        #expect(emoji.array?[1].position == at(1, 7))
        let crlf = try #require(try load("{\r\n\"a\": 1,\r\n  \"b\": 2}").dictionary)
        #expect(crlf.entries.map(\.keyPosition) == [at(2, 1), at(3, 3)])
        let error = loadError("{\"é\": 1,\n \"ü\": \"ö\" x}")
        #expect(error?.position == at(2, 11))
        #expect(error?.sourceLine == " \"ü\": \"ö\" x}")
    }
}
