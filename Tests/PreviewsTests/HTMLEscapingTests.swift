import Previews
import Testing

@Suite struct HTMLEscapingTests {
    @Test func everyMarkupCharacterBecomesAnEntity() {
        #expect(HTMLEscaping.escaped(#"a&b<c>d"e'f"#) == "a&amp;b&lt;c&gt;d&quot;e&#39;f")
        #expect(HTMLEscaping.escaped("&amp;") == "&amp;amp;")
    }

    @Test func plainTextComesBackUnchanged() {
        let text = "Café 日本 👩‍👩‍👧 line\nnext\tcolumn — “quoted”"
        #expect(HTMLEscaping.escaped(text) == text)
        #expect(HTMLEscaping.escaped("") == "")
    }

    @Test func endTagsOfRawTextElementsComeOutInert() {
        #expect(HTMLEscaping.escaped("</style><script>alert(1)</script>") == "&lt;/style&gt;&lt;script&gt;alert(1)&lt;/script&gt;")
        #expect(HTMLEscaping.escaped(#""onmouseover=alert(1) x='"#) == "&quot;onmouseover=alert(1) x=&#39;")
    }

    @Test(arguments: [0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069, 0x200E, 0x200F, 0x061C])
    func bidirectionalControlsAreShownAsEscapes(_ value: UInt32) {
        let scalar = Unicode.Scalar(value)!
        let escaped = HTMLEscaping.escaped("evil\(Character(scalar))gpj.exe")
        #expect(escaped == "evil\\u{\(String(value, radix: 16, uppercase: true))}gpj.exe")
        #expect(!escaped.unicodeScalars.contains(scalar))
    }

    @Test(arguments: [0x00, 0x01, 0x08, 0x0B, 0x0C, 0x0D, 0x1B, 0x1F, 0x7F, 0x80, 0x85, 0x9B, 0x9F])
    func controlCharactersAreShownAsEscapes(_ value: UInt32) {
        let scalar = Unicode.Scalar(value)!
        let escaped = HTMLEscaping.escaped("a\(Character(scalar))b")
        #expect(escaped == "a\\u{\(String(value, radix: 16, uppercase: true))}b")
    }

    @Test func lineFeedsAndTabsAreKept() {
        #expect(HTMLEscaping.escaped("a\nb\tc") == "a\nb\tc")
        // CR LF is one Character in Swift; the escape still works scalar by scalar.
        #expect(HTMLEscaping.escaped("a\r\nb") == "a\\u{D}\nb")
    }

    @Test(arguments: [
        "index.html", "WidgetAddView.html", "../Widgets/Widget%20Add.html?x=1&y=2#top", "./a:b.html", "/root.html", "#top", "/", "a b.html",
        "x?y:z", "a#b:c", "Über.html", "café/a:b.html", "日本/x.html?q=ü:1",
    ])
    func relativeHrefsAreKept(_ href: String) {
        #expect(HTMLHref.relative(href) == href)
    }

    @Test(arguments: [
        "https://evil.example", "javascript:alert(1)", "JavaScript:alert(1)", "data:text/html,x", "//evil.example", "/\\evil.example",
        " javascript:alert(1)", "java\tscript:alert(1)", "java\nscript:alert(1)", "\u{1}javascript:alert(1)", "file:///etc/passwd",
        "mailto:a@b", "", "a\u{202E}lmth.exe", " ", "a ", "\u{7F}x", "ü:x", "//ü", " ü", "ü ", "ü\\x", "ü\tx", "ü\u{85}x",
    ])
    func absoluteAndDisguisedHrefsAreRefused(_ href: String) {
        #expect(HTMLHref.relative(href) == nil)
    }
}

/// The escaper works on UTF-8 bytes for speed; these check it against the rule written scalar by scalar.
@Suite struct HTMLEscapingByteTests {
    /// What `HTMLEscaping.escaped` must give, written the plain way: one scalar at a time.
    func reference(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default:
                let hidden: Bool =
                    switch scalar.value {
                    case 0x09, 0x0A: false
                    case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
                    default: false
                    }
                if hidden {
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    @Test func everyASCIICharacterIsEscapedAsTheRuleSays() {
        let ascii = String(decoding: (0..<128).map { UInt8($0) }, as: UTF8.self)
        #expect(HTMLEscaping.escaped(ascii) == reference(ascii))
    }

    /// Characters whose UTF-8 starts with the same byte as a hidden one (C2, D8, E2) but are not hidden
    /// themselves, beside ones that are, and characters of every length.
    @Test(arguments: [
        "a\u{A0}b·c\u{9F}d\u{80}", "\u{061B}\u{061C}\u{061D}", "—\u{2028}\u{2029}\u{202F}\u{200D}\u{200E}\u{200F}\u{2010}",
        "\u{2029}\u{202A}\u{202E}\u{2065}\u{2066}\u{2069}\u{206A}", "日本語 👩‍👩‍👧 é e\u{301}", "&<>\"'\u{1B}[31m\r\n\t",
        "", "x", "\u{E2}\u{C2}\u{D8}", String(repeating: "lorem ipsum ", count: 50) + "<",
    ])
    func mixedTextIsEscapedAsTheRuleSays(_ text: String) {
        #expect(HTMLEscaping.escaped(text) == reference(text))
    }
}
