import Testing

@testable import PlistLoader

/// A loader's vocabulary: XML text that spells one of its strings, byte for byte, becomes that very
/// string (the same storage), and anything else is read as it is written.
@Suite struct PlistVocabularyTests {
    static let known = "attributeKeyPathOfSomeLength"
    static let source = """
        <plist><dict><key>attributeKeyPathOfSomeLength</key><string>attributeKeyPathOfSomeLength</string>\
        <key>e\u{301}tat-of-some-length-here</key><string/></dict></plist>
        """

    /// Where a string's UTF-8 is stored.
    static func storage(_ string: String) -> UnsafePointer<UInt8>? {
        var string = string
        return string.withUTF8 { $0.baseAddress }
    }

    static func load(_ vocabulary: PlistVocabulary) throws -> PlistDictionary {
        var loader = PlistLoader()
        loader.vocabulary = vocabulary
        return try #require(try loader.load(Array(source.utf8)).root.dictionary)
    }

    @Test func textThatSpellsAVocabularyStringIsThatString() throws {
        let dictionary = try Self.load(PlistVocabulary([Self.known, "\u{E9}tat-of-some-length-here"]))
        #expect(Self.storage(dictionary.entries[0].key) == Self.storage(Self.known))
        #expect(Self.storage(try #require(dictionary.entries[0].value.string)) == Self.storage(Self.known))
    }

    @Test func withoutItEachFileMakesItsOwn() throws {
        let dictionary = try Self.load(.none)
        #expect(dictionary.entries[0].key == Self.known)
        #expect(Self.storage(dictionary.entries[0].key) != Self.storage(Self.known))
    }

    @Test func onlyTheSameBytesMatch() throws {
        // "état" precomposed in the vocabulary, decomposed in the file: equal as Swift strings, but a key
        // keeps the bytes it is written with.
        let dictionary = try Self.load(PlistVocabulary(["\u{E9}tat-of-some-length-here"]))
        #expect(Array(dictionary.entries[1].key.utf8) == Array("e\u{301}tat-of-some-length-here".utf8))
        #expect(dictionary.entries[1].value.string == "")
    }

    @Test func duplicatesEmptyAndOverlongStringsAreAccepted() throws {
        let long = String(repeating: "k", count: StringInterner.maxLength + 1)
        let dictionary = try Self.load(PlistVocabulary([Self.known, Self.known, "", long] + (0..<300).map { "key\($0)" }))
        #expect(Self.storage(dictionary.entries[0].key) == Self.storage(Self.known))
        #expect(dictionary.entries.map(\.key) == [Self.known, "e\u{301}tat-of-some-length-here"])
    }
}
