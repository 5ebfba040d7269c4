import Testing

@testable import PlistLoader

// MARK: - Helpers

/// Parses with the OpenStep reader directly.
private func read(_ source: String, limits: PlistLimits = .default) throws(PlistError) -> PlistNode {
    let bytes = Array(source.utf8)
    return try bytes.withUnsafeBufferPointer { buffer throws(PlistError) -> PlistNode in
        var reader = OpenStepPlistReader(buffer, limits: limits)
        return try reader.readDocument()
    }
}

/// The error the OpenStep reader throws for `source`, or nil when it parses.
private func readError(_ source: String, limits: PlistLimits = .default) -> PlistError? {
    do {
        _ = try read(source, limits: limits)
        return nil
    } catch {
        return error
    }
}

private func load(_ source: String) throws(PlistError) -> PlistDocument {
    try PlistLoader().load(Array(source.utf8), pathExtension: "plist")
}

private func loadError(_ source: String, limits: PlistLimits = .default) -> PlistError? {
    do {
        _ = try PlistLoader(limits: limits).load(Array(source.utf8), pathExtension: "plist")
        return nil
    } catch {
        return error
    }
}

private func at(_ line: Int, _ column: Int) -> SourcePosition {
    .lineColumn(line: line, column: column)
}

// Expected trees (positions are ignored by ==).
private func s(_ string: String) -> PlistNode { PlistNode(.string(string), at: .start) }
private func a(_ elements: PlistNode...) -> PlistNode { PlistNode(.array(elements), at: .start) }
private func d(_ entries: KeyValuePairs<String, PlistNode>) -> PlistNode {
    PlistNode(
        .dictionary(PlistDictionary(entries: entries.map { PlistDictionaryEntry(key: $0.key, keyPosition: .start, value: $0.value) })),
        at: .start)
}
private func data(_ bytes: UInt8...) -> PlistNode { PlistNode(.data(bytes), at: .start) }

private let realisticDefinition = """
    (
    \t{
    \t\tsectionTitle = "";
    \t\trowInformation = (
    \t\t\t{
    \t\t\t\trowType = CDLTableRowTypeSingleLineValueSmallLabel;
    \t\t\t\trowLabel = Name;
    \t\t\t\tattributeKeyPath = name;
    \t\t\t},
    \t\t\t{
    \t\t\t\t"rowType" = "CDLTableRowTypeBooleanSwitch";
    \t\t\t\trowLabel = "Public";
    \t\t\t\tattributeKeyPath = publicEvent;
    \t\t\t\tshowAddNewObject = NO;
    \t\t\t},
    \t\t);
    \t},
    )

    """

@Suite struct OpenStepPlistReaderTests {

    // MARK: - A real definition

    @Test func realisticDefinitionParsesToTheExactTree() throws {
        let document = try load(realisticDefinition)
        #expect(document.format == .openStep)
        let expected = a(
            d([
                "sectionTitle": s(""),
                "rowInformation": a(
                    d([
                        "rowType": s("CDLTableRowTypeSingleLineValueSmallLabel"),
                        "rowLabel": s("Name"),
                        "attributeKeyPath": s("name"),
                    ]),
                    d([
                        "rowType": s("CDLTableRowTypeBooleanSwitch"),
                        "rowLabel": s("Public"),
                        "attributeKeyPath": s("publicEvent"),
                        "showAddNewObject": s("NO"),
                    ])
                ),
            ]))
        #expect(document.root == expected)

        let root = document.root
        #expect(root.position == at(1, 1))
        let section = try #require(root.array?.first)
        #expect(section.position == at(2, 2))
        let sectionEntries = try #require(section.dictionary?.entries)
        #expect(sectionEntries.map(\.key) == ["sectionTitle", "rowInformation"])
        #expect(sectionEntries[0].keyPosition == at(3, 3))
        #expect(sectionEntries[0].value.position == at(3, 18))
        #expect(sectionEntries[1].keyPosition == at(4, 3))
        #expect(sectionEntries[1].value.position == at(4, 20))

        let rows = try #require(sectionEntries[1].value.array)
        #expect(rows.count == 2)
        #expect(rows[0].position == at(5, 4))
        let first = try #require(rows[0].dictionary?.entries)
        #expect(first.map(\.key) == ["rowType", "rowLabel", "attributeKeyPath"])
        #expect(first[0].keyPosition == at(6, 5))
        #expect(first[0].value.position == at(6, 15))
        #expect(first[2].keyPosition == at(8, 5))
        #expect(first[2].value.position == at(8, 24))

        #expect(rows[1].position == at(10, 4))
        let second = try #require(rows[1].dictionary?.entries)
        #expect(second.map(\.key) == ["rowType", "rowLabel", "attributeKeyPath", "showAddNewObject"])
        #expect(second[0].keyPosition == at(11, 5))  // the opening quote of "rowType"
        #expect(second[0].value.position == at(11, 17))  // the opening quote of the value
        #expect(second[3].keyPosition == at(14, 5))
        #expect(second[3].value.position == at(14, 24))
    }

    @Test func theReaderAloneGivesTheSameTree() throws {
        let direct = try read(realisticDefinition)
        #expect(direct == (try load(realisticDefinition)).root)
    }

    // MARK: - Strings

    @Test func everythingIsAString() throws {
        let root = try read("(YES, NO, 3, -1.5, true, /usr/bin, $x, a:b, under_score, 0x1F)")
        #expect(root == a(s("YES"), s("NO"), s("3"), s("-1.5"), s("true"), s("/usr/bin"), s("$x"), s("a:b"), s("under_score"), s("0x1F")))
    }

    @Test func bothQuoteKindsAndTheOtherQuoteInside() throws {
        let root = try read(#"( "a'b", 'c"d', "", '', "multi\#nline", 'x y' )"#)
        #expect(root == a(s("a'b"), s("c\"d"), s(""), s(""), s("multi\nline"), s("x y")))
    }

    @Test func theClosingQuoteMustMatchTheOpeningOne() {
        let error = readError(#"( "abc' )"#)
        #expect(error?.kind == .syntax)
        #expect(error?.position == at(1, 3))
        #expect(error?.message == #"unterminated string: no closing '"' for the string that starts here"#)
        #expect(readError(#"( 'abc" )"#)?.message == #"unterminated string: no closing ''' for the string that starts here"#)
    }

    @Test func simpleEscapes() throws {
        let root = try read(#"( "\a\b\f\n\r\t\v\"\'\\", '\'', "\q\-\é" )"#)
        #expect(root == a(s("\u{7}\u{8}\u{C}\n\r\t\u{B}\"'\\"), s("'"), s("q-é")))
    }

    @Test func escapesMixedWithPlainTextAndMultiByteCharacters() throws {
        let root = try read(#"( "é\tà\U00e9ü", "\"quoted\" here" )"#)
        #expect(root == a(s("é\tàéü"), s("\"quoted\" here")))
    }

    @Test func unicodeEscapes() throws {
        let root = try read(#"( "\U00e9", "\U00E9", "\U41", "\U4", "x\U20ACy", "\U00e9t\U00e9", "\U0041BC" )"#)
        #expect(root == a(s("é"), s("é"), s("A"), s("\u{4}"), s("x€y"), s("été"), s("ABC")))
    }

    @Test func surrogatePairEscapesMakeOneScalar() throws {
        let root = try read(#"( "\UD83D\UDE00", "a\Ud83d\Ude00b" )"#)
        #expect(root == a(s("😀"), s("a😀b")))
        #expect(root.array?[0].string?.unicodeScalars.count == 1)
    }

    @Test func loneSurrogatesAreErrors() {
        let high = readError(#"( "ab\UD83D" )"#)
        #expect(high?.kind == .syntax)
        #expect(high?.position == at(1, 6))
        #expect(high?.message.contains(#"'\UD83D' is the first half of a UTF-16 surrogate pair"#) == true)
        #expect(readError(#"( "\UD83Dx" )"#)?.position == at(1, 4))
        #expect(readError(#"( "\UD83D\U0041" )"#)?.position == at(1, 4))
        let low = readError(#"( "x\UDE00" )"#)
        #expect(low?.position == at(1, 5))
        #expect(low?.message.contains("second half of a UTF-16 surrogate pair") == true)
    }

    @Test func unicodeEscapeWithoutDigitsIsAnError() {
        let error = readError(#"( "a\Uxyz" )"#)
        #expect(error?.position == at(1, 5))
        #expect(error?.message == #"'\U' must be followed by 1 to 4 hex digits (a UTF-16 code unit), found 'xyz'"#)
    }

    @Test func octalEscapes() throws {
        // \351 is 0xE9, which is Ø in NeXTSTEP (é there is \335); CoreFoundation converts with NeXTSTEP.
        let root = try read(#"( "\101", "\351", "\335", "\0", "\1234", "\7x", "\48", "\400" )"#)
        #expect(root == a(s("A"), s("Ø"), s("é"), s("\0"), s("S4"), s("\u{7}x"), s("\u{4}8"), s("\0")))
    }

    @Test func octalEscapesOutsideNeXTSTEPAreErrors() {
        let error = readError(#"( "ok\376" )"#)
        #expect(error?.position == at(1, 6))
        #expect(error?.message == #"the escape '\376' is not a character in the NeXTSTEP encoding"#)
    }

    @Test func unterminatedStrings() {
        let error = readError("(\n  \"abc,\n  def\n)")
        #expect(error?.kind == .syntax)
        #expect(error?.position == at(2, 3))
        #expect(error?.message == #"unterminated string: no closing '"' for the string that starts here"#)
        #expect(readError(#"( "abc\"#)?.position == at(1, 3))  // a backslash at the very end
        #expect(readError(#"( "abc\" )"#)?.position == at(1, 3))  // the quote is escaped
        #expect(readError(#"( "ab\U00e9"#)?.position == at(1, 3))
    }

    // MARK: - Data

    @Test func hexData() throws {
        let root = try read("( <0fbd 77>, <>, < 0F\n\tBD\r\n >, <DEADbeef> )")
        #expect(root == a(data(0x0F, 0xBD, 0x77), data(), data(0x0F, 0xBD), data(0xDE, 0xAD, 0xBE, 0xEF)))
        #expect(root.array?[1].position == at(1, 14))
    }

    @Test func malformedData() {
        let odd = readError("( <0fb> )")
        #expect(odd?.position == at(1, 7))
        #expect(odd?.message == "odd number of hex digits in data: each byte is two adjacent hex digits, but 'b' is followed by '>'")
        // As in CoreFoundation, the two digits of a byte may not be split by a space.
        #expect(readError("( <0 f> )")?.position == at(1, 5))
        let invalid = readError("( <0f zz> )")
        #expect(invalid?.position == at(1, 7))
        #expect(invalid?.message == "invalid character 'zz' in data: expected hex digits, whitespace or '>'")
        #expect(readError("( <0g> )")?.message == "invalid character 'g' in data: expected a hex digit")
        #expect(readError("( <0fg0> )")?.message == "invalid character 'g0' in data: expected hex digits, whitespace or '>'")
        #expect(readError("( <0f /* no */ > )")?.position == at(1, 7))
        let unterminated = readError("(\n <0fbd 77")
        #expect(unterminated?.position == at(2, 2))
        #expect(unterminated?.message == "unterminated data: no closing '>' for the data that starts here")
        #expect(readError("( <0")?.position == at(1, 3))
    }

    // MARK: - Comments and whitespace

    @Test func blockCommentsBetweenEveryToken() throws {
        // After an unquoted string a blank must come first (see anUnquotedStringRunsOnThroughSlashes).
        let source = "/*0*/{/*1*/a /*2*/=/*3*/(/*4*/b /*5*/,/*6*/'c'/*7*/,/*8*/)/*9*/;/*10*/\"k\"/**/=/***/<00>/* * / */;/*11*/}/*12*/"
        #expect(try read(source) == d(["a": a(s("b"), s("c")), "k": data(0)]))
        let quoted = "/*0*/{/*1*/'a'/*2*/=/*3*/(/*4*/\"b\"/*5*/)/*6*/;/*7*/}/*8*/"
        #expect(try read(quoted) == d(["a": a(s("b"))]))
    }

    @Test func lineCommentsBetweenEveryToken() throws {
        let source = "// head\n{// 1\na // 2\n=// 3\n(// 4\nb // 5\n,// 6\n)// 7\n;// 8\n}// end"
        #expect(try read(source) == d(["a": a(s("b"))]))
        #expect(try read("( a, // comment\r b )") == a(s("a"), s("b")))
        #expect(try read("( a, // comment\u{2028} b )") == a(s("a"), s("b")))
    }

    @Test func anUnquotedStringRunsOnThroughSlashes() throws {
        // As in CoreFoundation: '/' is a character of unquoted strings, so no comment starts inside one.
        #expect(try read("{ a = b//c\n; d = /usr/x; }") == d(["a": s("b//c"), "d": s("/usr/x")]))
        let error = readError("{ a = b// note\n}")
        #expect(error?.position == at(1, 11))
        #expect(
            error?.message
                == "expected ';' after the value of key 'a', found 'note' (the unquoted string 'b//' runs on into the comment after it, because '/' belongs to unquoted strings: put a space before '//' or '/*')"
        )
        let key = readError("{ a/* key */ = b; }")
        #expect(key?.position == at(1, 5))
        #expect(key?.message.hasPrefix("expected '=' after the key 'a/', found '*' (the unquoted string 'a/' runs on") == true)
        #expect(readError("( a/**/, b )")?.message.contains("runs on into the comment") == true)
        #expect(readError("( a, b )")?.message == nil)
    }

    @Test func unterminatedComment() {
        let error = readError("(\n a, /* not closed )\n")
        #expect(error?.kind == .syntax)
        #expect(error?.position == at(2, 5))
        #expect(error?.message == "unterminated comment: no closing '*/' for the '/*' that starts here")
        #expect(readError("( a ) /*/")?.position == at(1, 7))
    }

    @Test func coreFoundationWhitespace() throws {
        #expect(try read("(\u{B}a,\u{C}b,\u{2029}c\u{2028})") == a(s("a"), s("b"), s("c")))
    }

    @Test func onlyCommentsIsAnError() {
        let error = readError("  /* nothing */ // here\n")
        #expect(error?.kind == .syntax)
        #expect(error?.position == at(2, 1))
        #expect(error?.message == "the file has no property list in it, only whitespace and comments")
    }

    // MARK: - Arrays

    @Test func arraysWithAndWithoutATrailingComma() throws {
        #expect(try read("(a, b,)") == a(s("a"), s("b")))
        #expect(try read("(a, b)") == a(s("a"), s("b")))
        #expect(try read("( )") == a())
        #expect(try read("(( ), (a,), {})") == a(a(), a(s("a")), d([:])))
    }

    @Test func arrayElementsNeedCommas() throws {
        let error = try #require(loadError("(a b)"))
        #expect(error.kind == .syntax)
        #expect(error.position == at(1, 4))
        #expect(error.message == "expected ',' or ')' after an element of the array that starts at 1:1, found 'b'")
        #expect(error.sourceLine == "(a b)")
    }

    @Test func emptyArrayElementsAreErrors() {
        let leading = readError("( , a)")
        #expect(leading?.position == at(1, 3))
        #expect(leading?.message == "expected an element or ')' in the array that starts at 1:1, found ','")
        #expect(readError("(a,,b)")?.position == at(1, 4))
        #expect(readError("(a, b,,)")?.position == at(1, 7))
    }

    @Test func unclosedArray() {
        let error = readError("(\n a,\n b")
        #expect(error?.position == at(3, 3))
        #expect(error?.message == "expected ',' or ')' after an element of the array that starts at 1:1, found the end of the file")
        #expect(readError("(a,")?.message == "expected an element or ')' in the array that starts at 1:1, found the end of the file")
    }

    // MARK: - Dictionaries

    @Test func dictionaries() throws {
        let root = try read("{ a = (); \"b c\" = {}; 'd' = { e = f; }; g = \"\"; }")
        #expect(root == d(["a": a(), "b c": d([:]), "d": d(["e": s("f")]), "g": s("")]))
        #expect(try read("{}") == d([:]))
    }

    @Test func duplicateKeysAreKeptInOrder() throws {
        let root = try read("{ a = 1; b = 2; a = 3; }")
        let dictionary = try #require(root.dictionary)
        #expect(dictionary.entries.map(\.key) == ["a", "b", "a"])
        #expect(dictionary["a"] == s("3"))
        #expect(dictionary.entries[2].keyPosition == at(1, 17))
    }

    @Test func missingSemicolonBeforeClosingBrace() throws {
        let source = "{\n\trowType = Foo;\n\trowLabel = Name\n}\n"
        let error = try #require(loadError(source))
        #expect(error.kind == .syntax)
        #expect(error.position == at(4, 1))
        #expect(error.message == "expected ';' after the value of key 'rowLabel', found '}'")
        #expect(error.sourceLine == "}")
        #expect(readError("{ a = (x) }")?.message == "expected ';' after the value of key 'a', found '}'")
        #expect(readError("{ a = b c = d; }")?.message == "expected ';' after the value of key 'a', found 'c'")
        #expect(readError("{ a = b;")?.message == "expected a key or '}' in the dictionary that starts at 1:1, found the end of the file")
    }

    @Test func aKeyNeedsAValue() {
        let shortcut = readError("{ rowType; }")
        #expect(shortcut?.position == at(1, 10))
        #expect(shortcut?.message == "expected '=' after the key 'rowType', found ';'")
        #expect(readError("{ rowType }")?.message == "expected '=' after the key 'rowType', found '}'")
        #expect(readError("{ \"a\": b; }")?.message == "expected '=' after the key 'a', found ':'")
        let noValue = readError("{ rowType = ; }")
        #expect(noValue?.position == at(1, 13))
        #expect(noValue?.message == "expected a value for the key 'rowType' after '=', found ';'")
    }

    @Test func keysMustBeStrings() {
        let error = readError("{\n  (a) = b;\n}")
        #expect(error?.position == at(2, 3))
        #expect(error?.message == "expected a key or '}' in the dictionary that starts at 1:1, found '('; keys must be strings")
        #expect(readError("{ = b; }")?.position == at(1, 3))
    }

    // MARK: - The document

    @Test func garbageAfterTheRoot() {
        let error = readError("(a)\n b")
        #expect(error?.kind == .syntax)
        #expect(error?.position == at(2, 2))
        #expect(error?.message == "unexpected text after the end of the property list, found 'b'")
        #expect(readError("{ } }")?.message == "unexpected text after the end of the property list, found '}'")
        #expect(readError("(a) /* fine */ // fine") == nil)
        // A strings file (entries without braces) is not a property list here.
        #expect(
            readError("a = b;")?.message
                == "unexpected text after the end of the property list, found '='; 'key = value;' entries must be inside '{' and '}'")
    }

    @Test func aRootStringOrData() throws {
        #expect(try read("  \"just a string\"  ") == s("just a string"))
        #expect(try read("<00ff>") == data(0x00, 0xFF))
    }

    @Test func unexpectedCharactersAreShownReadably() {
        #expect(readError("( é )")?.message == "expected an element or ')' in the array that starts at 1:1, found 'é' (U+00E9)")
        #expect(
            readError("( \u{1} )")?.message
                == "expected an element or ')' in the array that starts at 1:1, found the control character U+0001")
        #expect(readError("{ a = b\u{A0}; }")?.message == "expected ';' after the value of key 'a', found '\u{A0}' (U+00A0)")
        #expect(
            readError("= x")?.message
                == "expected a property list: '(' for an array, '{' for a dictionary, a string or '<' for data, found '='")
    }

    // MARK: - Positions

    @Test func columnsCountCharactersNotBytes() throws {
        let root = try read("{ \"é\" = x; b = \"😀\"; c = y; }")
        let entries = try #require(root.dictionary?.entries)
        #expect(entries[0].keyPosition == at(1, 3))
        #expect(entries[0].value.position == at(1, 9))
        #expect(entries[1].keyPosition == at(1, 12))
        #expect(entries[1].value.position == at(1, 16))
        #expect(entries[2].keyPosition == at(1, 21))
        #expect(readError("( \"日本\" \"x\" )")?.position == at(1, 8))
    }

    @Test func linesEndInLFOrCRLFOrCR() throws {
        let root = try read("(\r\n a,\r b,\n c)")
        let elements = try #require(root.array)
        #expect(elements.map(\.position) == [at(2, 2), at(3, 2), at(4, 2)])
    }

    // MARK: - Nesting limits

    @Test func depthLimitCountsTheRootAsOne() throws {
        let limits = PlistLimits(maxDepth: 3)
        #expect(try read("(({a = b; }))", limits: limits) == a(a(d(["a": s("b")]))))
        let error = readError("(\n (\n  { a = ( x ); }))", limits: limits)
        #expect(error?.kind == .limitExceeded)
        #expect(error?.message == "nesting deeper than 3 levels")
        #expect(error?.position == at(3, 9))
        let dictionaries = readError("{a={b={c={}; }; }; }", limits: limits)
        #expect(dictionaries?.kind == .limitExceeded)
        #expect(dictionaries?.position == at(1, 10))
    }

    @Test func defaultDepthLimitAllows512Levels() throws {
        let deepest = String(repeating: "(", count: 512) + String(repeating: ")", count: 512)
        var node = try read(deepest)
        var depth = 1
        while let inner = node.array?.first {
            node = inner
            depth += 1
        }
        #expect(depth == 512)
        let tooDeep = String(repeating: "(", count: 513) + String(repeating: ")", count: 513)
        #expect(readError(tooDeep)?.position == at(1, 513))
    }

    @Test func hundredThousandNestedArraysGiveALimitErrorNotACrash() throws {
        let source = String(repeating: "(", count: 100_000)
        let error = try #require(readError(source))
        #expect(error.kind == .limitExceeded)
        #expect(error.message == "nesting deeper than 512 levels")
        #expect(error.position == at(1, 513))
        #expect(loadError(source)?.kind == .limitExceeded)
    }

    @Test func hundredThousandNestedDictionariesGiveALimitErrorNotACrash() throws {
        let source = String(repeating: "{a=", count: 100_000)
        let error = try #require(readError(source))
        #expect(error.kind == .limitExceeded)
        #expect(error.message == "nesting deeper than 512 levels")
        #expect(error.position == at(1, 3 * 512 + 1))
        #expect(loadError(source)?.kind == .limitExceeded)
    }

    @Test func aRaisedLimitIsNotBoundByTheStack() throws {
        // The parser keeps its own stack, so a limit far above 512 still never recurses.
        let source = String(repeating: "(", count: 100_000)
        let error = try #require(readError(source, limits: PlistLimits(maxDepth: 1_000_000)))
        #expect(error.kind == .syntax)
        #expect(error.position == at(1, 100_001))
        #expect(error.message == "expected an element or ')' in the array that starts at 1:100000, found the end of the file")
    }
}
