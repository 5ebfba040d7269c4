import Foundation
import PlistLoader
import Testing

/// Keys that differ only by Unicode normalisation are different keys, as in the app (CoreFoundation and
/// Foundation compare strings scalar by scalar) and in plistlib; Swift's `==` would merge them. Found by
/// the differential tests (PeerComparisonTests).
@Suite struct ExactKeyTests {
    static let files: [(name: String, text: String)] = [
        (
            "Keys.plist",
            "<plist><dict><key>\u{E9}</key><string>NFC</string><key>e\u{301}</key><string>NFD</string>"
                + "<key>K</key><string>K</string><key>\u{212A}</key><string>Kelvin</string></dict></plist>"
        ),
        ("Keys.json", "{\"\u{E9}\": \"NFC\", \"e\u{301}\": \"NFD\", \"K\": \"K\", \"\\u212a\": \"Kelvin\"}"),
        ("Keys.plist", "{ \"\u{E9}\" = NFC; \"e\u{301}\" = NFD; K = K; \"\\U212a\" = Kelvin; }"),
    ]

    @Test(arguments: files.indices)
    func canonicallyEquivalentKeysAreDifferentKeys(_ index: Int) throws {
        let file = Self.files[index]
        let document = try PlistLoader().load(Array(file.text.utf8), pathExtension: file.name.hasSuffix("json") ? "json" : "plist")
        let root = try #require(document.root.dictionary)
        #expect(root.keys.count == 4)
        #expect(root["\u{E9}"]?.string == "NFC")
        #expect(root["e\u{301}"]?.string == "NFD")
        #expect(root["K"]?.string == "K")
        #expect(root["\u{212A}"]?.string == "Kelvin")
    }

    @Test func valuesCompareScalarByScalar() {
        #expect(PlistValue.string("\u{E9}") != .string("e\u{301}"))
        #expect(PlistValue.string("\u{E9}") == .string("\u{E9}"))
        let nfc = PlistDictionary(entries: [
            PlistDictionaryEntry(key: "\u{E9}", keyPosition: .start, value: PlistNode(.boolean(true), at: .start))
        ])
        let nfd = PlistDictionary(entries: [
            PlistDictionaryEntry(key: "e\u{301}", keyPosition: .start, value: PlistNode(.boolean(true), at: .start))
        ])
        #expect(nfc != nfd)
    }

    @Test func theWriterKeepsBothKeys() throws {
        let root = try PlistLoader().load(Array(Self.files[0].text.utf8)).root.value
        let output = try PlistWriter.write(root, as: .json)
        #expect(output.losses.isEmpty)
        #expect(try PlistLoader().load(Array(output.text.utf8), pathExtension: "json").root.value == root)
        #expect(try PlistLoader().load(Array(output.text.utf8), pathExtension: "json").root.dictionary?.keys.count == 4)
    }
}
