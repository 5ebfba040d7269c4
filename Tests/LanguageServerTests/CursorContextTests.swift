import Testing

@testable import LanguageServer

/// Where the cursor is, in text as broken as typing leaves it: `|` marks the cursor in each case.
@Suite struct CursorContextTests {
    typealias Syntax = CursorContext.Syntax

    /// Scans `marked` with its first `|` removed, at that `|`'s byte offset (at the end if there is none).
    static func scan(_ marked: String, _ syntax: Syntax) -> CursorContext {
        var bytes = Array(marked.utf8)
        let offset = bytes.firstIndex(of: UInt8(ascii: "|")) ?? bytes.count
        if offset < bytes.count { bytes.remove(at: offset) }
        return CursorScanner.context(in: bytes, at: offset, syntax: syntax)
    }

    struct WordCase: Sendable, CustomTestStringConvertible {
        var syntax: Syntax
        var text: String
        var role: CursorContext.Role
        var word = ""
        var prefix = ""
        var isQuoted = false
        var testDescription: String { "\(syntax): \(text)" }
    }

    static let wordCases: [WordCase] = [
        // OpenStep
        .init(
            syntax: .openStep, text: "{ rowType = CDLTableRowTypeSingle|; }", role: .value(key: "rowType"), word: "CDLTableRowTypeSingle",
            prefix: "CDLTableRowTypeSingle"),
        .init(syntax: .openStep, text: "{ rowType = |", role: .value(key: "rowType")),
        .init(syntax: .openStep, text: "{ rowType = Val|", role: .value(key: "rowType"), word: "Val", prefix: "Val"),
        .init(syntax: .openStep, text: "{ ke|", role: .key, word: "ke", prefix: "ke"),
        .init(syntax: .openStep, text: "{ a = b; |", role: .key),
        .init(syntax: .openStep, text: "{ a = b;\n    |\n}", role: .key),
        .init(syntax: .openStep, text: "{ attributeKey|Path = name; }", role: .key, word: "attributeKeyPath", prefix: "attributeKey"),
        .init(
            syntax: .openStep, text: "{ attributeKeyPath = person.na|me; }", role: .value(key: "attributeKeyPath"), word: "person.name",
            prefix: "person.na"),
        .init(syntax: .openStep, text: "{ url = /a/b:c-d_$|e; }", role: .value(key: "url"), word: "/a/b:c-d_$e", prefix: "/a/b:c-d_$"),
        .init(
            syntax: .openStep, text: "{ rowLabel = \"Full na|me\"; }", role: .value(key: "rowLabel"), word: "Full name", prefix: "Full na",
            isQuoted: true),
        .init(syntax: .openStep, text: "{ 'ro|w' = 1; }", role: .key, word: "row", prefix: "ro", isQuoted: true),
        .init(syntax: .openStep, text: "{ a = b\n  ro|", role: .key, word: "ro", prefix: "ro"),  // The `;` is missing.
        .init(syntax: .openStep, text: "{ a = \"x ( ; = \\\" y\"; b|", role: .key, word: "b", prefix: "b"),
        .init(syntax: .openStep, text: "{ /* a = ( */ b = |", role: .value(key: "b")),
        .init(syntax: .openStep, text: "{ // a = (\n b = |", role: .value(key: "b")),
        .init(syntax: .openStep, text: "{ a = b//c|; }", role: .value(key: "a"), word: "b//c", prefix: "b//c"),
        .init(
            syntax: .openStep, text: "{ a = \"uncl|osed\n  b = c; }", role: .value(key: "a"), word: "unclosed", prefix: "uncl",
            isQuoted: true),
        .init(syntax: .openStep, text: "{ a = \"|\"; }", role: .value(key: "a"), isQuoted: true),
        .init(syntax: .openStep, text: "( a, b|c )", role: .element, word: "bc", prefix: "b"),
        .init(syntax: .openStep, text: "( a, |", role: .element),
        .init(syntax: .openStep, text: "{ a = x; } |", role: .element),
        .init(syntax: .openStep, text: "|", role: .element),
        // JSON
        .init(syntax: .json, text: #"{ "key": "val|" }"#, role: .value(key: "key"), word: "val", prefix: "val", isQuoted: true),
        .init(syntax: .json, text: #"{ "ke|"#, role: .key, word: "ke", prefix: "ke", isQuoted: true),
        .init(syntax: .json, text: #"{ "a": 1, |"#, role: .key),
        .init(syntax: .json, text: #"{ "a": 1, | "b": 2 }"#, role: .key),
        .init(syntax: .json, text: #"{ "entityName": | }"#, role: .value(key: "entityName")),
        .init(
            syntax: .json, text: #"{ "attributeKey|Path": "x" }"#, role: .key, word: "attributeKeyPath", prefix: "attributeKey",
            isQuoted: true),
        .init(
            syntax: .json, text: #"{ "attributeKeyPath": "person.na|me" }"#, role: .value(key: "attributeKeyPath"), word: "person.name",
            prefix: "person.na", isQuoted: true),
        .init(syntax: .json, text: #"{ "sortKeyPaths": ["name", "|"] }"#, role: .element, isQuoted: true),
        .init(syntax: .json, text: #"{ "sortKeyPaths": ["name", | ] }"#, role: .element),
        .init(syntax: .json, text: #"{ "a": tr|ue }"#, role: .value(key: "a"), word: "true", prefix: "tr"),
        .init(syntax: .json, text: #"{ "a": -1.5e+|3 }"#, role: .value(key: "a"), word: "-1.5e+3", prefix: "-1.5e+"),
        .init(syntax: .json, text: #"{ "a": "x [ { : , \" y", "|"#, role: .key, isQuoted: true),
        .init(
            syntax: .json, text: "{ \"rowLabel\": \"Na|\n  \"rowType\": \"X\" }", role: .value(key: "rowLabel"), word: "Na", prefix: "Na",
            isQuoted: true),
        .init(syntax: .json, text: #"{ "a": "b" "c|"#, role: .key, word: "c", prefix: "c", isQuoted: true),  // The `,` is missing.
        // XML
        .init(syntax: .xml, text: "<dict><key>ro|</key>", role: .key, word: "ro", prefix: "ro"),
        .init(syntax: .xml, text: "<dict><key>  row|Type  </key>", role: .key, word: "rowType", prefix: "row"),
        .init(
            syntax: .xml, text: "<dict><key>rowType</key><string>CDL|</string>", role: .value(key: "rowType"), word: "CDL", prefix: "CDL"),
        .init(syntax: .xml, text: "<dict><key>rowType</key><string>CDL|", role: .value(key: "rowType"), word: "CDL", prefix: "CDL"),
        .init(
            syntax: .xml, text: "<dict><key>rowType</key><string>CDL|\n<key>rowLabel</key>", role: .value(key: "rowType"), word: "CDL",
            prefix: "CDL"),
        .init(syntax: .xml, text: "<dict><key>rowType</key><string>|</string>", role: .value(key: "rowType")),
        .init(syntax: .xml, text: "<dict><key>a</key> <string>  |  </string>", role: .value(key: "a")),
        .init(syntax: .xml, text: "<dict><key>rowType</key>\n    |", role: .value(key: "rowType")),
        .init(syntax: .xml, text: "<dict><key>rowType</key>|<string>X</string>", role: .value(key: "rowType")),
        .init(syntax: .xml, text: "<dict><key>rowType</key><string>X</string>\n    |", role: .key),
        .init(syntax: .xml, text: "<dict><key>a</key><true/>\n  |\n</dict>", role: .key),
        .init(
            syntax: .xml, text: "<dict><key>attributeKeyPath</key><string>person.na|me</string>", role: .value(key: "attributeKeyPath"),
            word: "person.name", prefix: "person.na"),
        .init(
            syntax: .xml, text: "<dict><key>rowLabel</key><string>Home Add|ress</string>", role: .value(key: "rowLabel"),
            word: "Home Address", prefix: "Home Add"),
        .init(syntax: .xml, text: "<dict><key>a</key><string>x > y|</string>", role: .value(key: "a"), word: "x > y", prefix: "x > y"),
        .init(syntax: .xml, text: "<dict><!-- <key>x</key> <string> --><key>a</key>|", role: .value(key: "a")),
        .init(syntax: .xml, text: "<dict>\n  <ke|", role: .key, word: "<ke", prefix: "<ke"),
        .init(syntax: .xml, text: "<dict>\n  <ke|\n</dict>", role: .key, word: "<ke", prefix: "<ke"),
        .init(syntax: .xml, text: "<array><string>a</string>\n  |", role: .element),
        .init(syntax: .xml, text: "<array><string>a|b</string>", role: .element, word: "ab", prefix: "a"),
        .init(syntax: .xml, text: "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">|", role: .element),
    ]

    @Test(arguments: wordCases)
    func roleAndWord(_ test: WordCase) {
        let context = Self.scan(test.text, test.syntax)
        #expect(context.syntax == test.syntax)
        #expect(context.role == test.role)
        #expect(context.word == test.word)
        #expect(context.prefix == test.prefix)
        #expect(context.isQuoted == test.isQuoted)
        #expect(!context.inComment)
    }

    struct PathCase: Sendable, CustomTestStringConvertible {
        var syntax: Syntax
        var text: String
        var path: [DocumentPathStep]
        var inDictionary: Bool?
        var testDescription: String { "\(syntax): \(text)" }
    }

    static let pathCases: [PathCase] = [
        .init(
            syntax: .openStep, text: "( { sectionTitle = Info; rowInformation = ( { a = b; }, { a = c; }, { |",
            path: [.index(0), .key("rowInformation"), .index(2)], inDictionary: true),
        .init(syntax: .openStep, text: "( { }, { rowInformation = ( |", path: [.index(1), .key("rowInformation")], inDictionary: false),
        .init(syntax: .openStep, text: "( ( a, b ), ( c, ( d, |", path: [.index(1), .index(1)], inDictionary: false),
        .init(syntax: .openStep, text: "{ a = { b = { c = |", path: [.key("a"), .key("b")], inDictionary: true),
        .init(
            syntax: .openStep, text: "( { a = ( \"x)\", /* ) */ y, ( z ), { k = |", path: [.index(0), .key("a"), .index(3)],
            inDictionary: true),
        // Commas missing.
        .init(syntax: .openStep, text: "( { a = ( x y { |", path: [.index(0), .key("a"), .index(2)], inDictionary: true),
        .init(syntax: .openStep, text: "( a |", path: [], inDictionary: false),
        .init(syntax: .openStep, text: "{ a = \"two\n ( { lines\"; b = |", path: [], inDictionary: true),  // A string may span lines.
        .init(syntax: .openStep, text: "|( a )", path: [], inDictionary: nil),
        .init(syntax: .openStep, text: ") } ] ) { a = |", path: [], inDictionary: true),
        .init(syntax: .openStep, text: "( { a = 1; } ) } ( { |", path: [.index(0)], inDictionary: true),
        .init(
            syntax: .json, text: #"[ { "rowInformation": [ {}, {"a": [1, {}]}, { "|"#,
            path: [.index(0), .key("rowInformation"), .index(2)], inDictionary: true),
        .init(syntax: .json, text: #"{ "sortKeyPaths": [ "a", "b", |"#, path: [.key("sortKeyPaths")], inDictionary: false),
        .init(
            syntax: .json, text: #"{ "a": { "b": [ [ ], [ "]", { "c": |"#, path: [.key("a"), .key("b"), .index(1), .index(1)],
            inDictionary: true),
        .init(
            syntax: .xml,
            text: "<array><dict><key>rowInformation</key><array><dict/><dict><key>a</key><true/></dict><dict><key>|",
            path: [.index(0), .key("rowInformation"), .index(2)], inDictionary: true),
        .init(
            syntax: .xml,
            text: "<plist><array><string>x</string><dict><key>k</key><array><string>a</string><true/><!-- <array> --><array>|",
            path: [.index(1), .key("k"), .index(2)], inDictionary: false),
        .init(syntax: .xml, text: "</dict></array>>> <dict><key>a</key>|", path: [], inDictionary: true),
        .init(syntax: .xml, text: "<plist>\n|", path: [], inDictionary: nil),
    ]

    @Test(arguments: pathCases)
    func pathThroughContainers(_ test: PathCase) {
        let context = Self.scan(test.text, test.syntax)
        #expect(context.path == test.path)
        #expect(context.inDictionary == test.inDictionary)
    }

    struct SiblingCase: Sendable, CustomTestStringConvertible {
        var syntax: Syntax
        var text: String
        var keys: [String]
        var values: [String: String]
        var testDescription: String { "\(syntax): \(text)" }
    }

    static let siblingCases: [SiblingCase] = [
        .init(
            syntax: .openStep,
            text:
                "{ rowType = CDLTableRowTypeX; attributeKeyPath = na|; rowLabel = \"Name\"; sub = { inner = 1; }; data = <0f>; flag = YES; }",
            keys: ["rowType", "attributeKeyPath", "rowLabel", "sub", "data", "flag"],
            values: ["rowType": "CDLTableRowTypeX", "rowLabel": "Name", "flag": "YES"]),
        .init(syntax: .openStep, text: "{ a = 1; b|; c = 2; }", keys: ["a", "c"], values: ["a": "1", "c": "2"]),
        .init(syntax: .openStep, text: "{ a = 1; b| = 3; c = 2; }", keys: ["a", "c"], values: ["a": "1", "c": "2"]),
        .init(syntax: .openStep, text: "( { a = 1; |}, { b = 2; } )", keys: ["a"], values: ["a": "1"]),
        .init(syntax: .openStep, text: "{ a = 1; | b = 2", keys: ["a", "b"], values: ["a": "1", "b": "2"]),
        .init(
            syntax: .openStep, text: "{ a = 1; /* b = 2; } */ c = \"}\"; | d = 3 }", keys: ["a", "c", "d"],
            values: ["a": "1", "c": "}", "d": "3"]),
        .init(syntax: .openStep, text: "{ a = 1; a = 2; |", keys: ["a", "a"], values: ["a": "1"]),
        .init(syntax: .openStep, text: "{ a = ( |, x ); b = 2; }", keys: [], values: [:]),
        .init(
            syntax: .json, text: #"{ "rowType": "X", "attributeKeyPath": "|", "n": 3, "b": true, "o": { "i": 1 } }"#,
            keys: ["rowType", "attributeKeyPath", "n", "b", "o"], values: ["rowType": "X", "n": "3", "b": "true"]),
        .init(syntax: .json, text: "{ \"ke|\n  \"b\": 2 }", keys: ["b"], values: ["b": "2"]),
        .init(
            syntax: .xml,
            text: """
                <dict><key>rowType</key><string>X</string><key>attributeKeyPath</key><string>|</string><key>b</key><false/>\
                <key>o</key><dict><key>i</key><string>1</string></dict><key>n</key><integer> 3 </integer></dict><key>outer</key>
                """,
            keys: ["rowType", "attributeKeyPath", "b", "o", "n"], values: ["rowType": "X", "b": "false", "n": "3"]),
        .init(
            syntax: .xml, text: "<dict><key>a</key><string>1</string><key>b|</key><string>2</string><key>c</key><true/>", keys: ["a", "c"],
            values: ["a": "1", "c": "true"]),
    ]

    @Test(arguments: siblingCases)
    func siblingKeysAndValues(_ test: SiblingCase) {
        let context = Self.scan(test.text, test.syntax)
        #expect(context.siblingKeys == test.keys)
        #expect(context.siblingValues == test.values)
    }

    @Test(arguments: [
        (Syntax.openStep, "{ a = \"xy|z\"; }", 7..<10),
        (.openStep, "{ a = b; | }", 9..<9),
        (.openStep, "{ a = \"été|\" }", 7..<12),
        (.json, #"{ "a|b": 1 }"#, 3..<5),
        (.xml, "<dict><key> ab|c </key>", 12..<15),
        (.xml, "<dict>\n  <ke|", 9..<12),
    ])
    func theWordRangeIsInBytesAndExcludesQuotes(_ syntax: Syntax, _ text: String, _ range: Range<Int>) {
        #expect(Self.scan(text, syntax).wordRange == range)
    }

    @Test(arguments: [
        (Syntax.openStep, "{ a = b; // no|te\n }"),
        (.openStep, "{ a = b; /* x|"),
        (.json, "{ \"a\": 1, /* x| */ }"),
        (.xml, "<dict><!-- <key>x|</key> -->"),
        (.xml, "<dict><!-- x|"),
    ])
    func inACommentThereIsNoWord(_ syntax: Syntax, _ text: String) {
        let context = Self.scan(text, syntax)
        #expect(context.inComment)
        #expect(context.word.isEmpty)
        #expect(context.role == .key)
    }

    @Test(arguments: [
        ("a.json", "[]", Syntax.json),
        ("A.JSON", "<x>", .json),
        ("cdlgen.plist", "  \n<?xml version=\"1.0\"?>", .xml),
        ("x.plist", "\u{FEFF}<plist>", .xml),
        ("x.plist", "( { a = b; } )", .openStep),
        ("x.plist", "", .openStep),
    ])
    func syntaxFromThePathAndText(_ path: String, _ text: String, _ syntax: Syntax) {
        #expect(CursorScanner.syntax(forPath: path, text: Array(text.utf8)) == syntax)
    }
}
