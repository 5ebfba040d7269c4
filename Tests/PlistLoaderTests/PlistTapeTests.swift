import Foundation
import Testing

@testable import PlistLoader

@Suite struct PlistTapeTests {
    let loader = PlistLoader()

    static let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>rows</key>
        \t<array>
        \t\t<dict>
        \t\t\t<key>rowType</key>
        \t\t\t<string>CDLTableRowTypeBooleanSwitch</string>
        \t\t\t<key>rowLabel</key>
        \t\t\t<string>Fish &amp; Chips &#x1F41F; <![CDATA[<raw>]]> é</string>
        \t\t\t<key>rowLabel</key>
        \t\t\t<string>later wins</string>
        \t\t</dict>
        \t\t<dict/>
        \t\t<array></array>
        \t\t<string></string>
        \t</array>
        \t<key>count</key>
        \t<integer>-42</integer>
        \t<key>ratio</key>
        \t<real>0.5</real>
        \t<key>on</key>
        \t<true/>
        \t<key>off</key>
        \t<false/>
        \t<key>when</key>
        \t<date>2024-05-01T12:00:00Z</date>
        \t<key>bytes</key>
        \t<data>AAEC</data>
        \t<key>lines</key>
        \t<string>one\r\ntwo</string>
        </dict>
        </plist>
        """

    /// Whether two trees are the same, positions included (`==` ignores them).
    static func same(_ lhs: PlistNode, _ rhs: PlistNode) -> Bool {
        guard lhs.position == rhs.position else { return false }
        switch (lhs.value, rhs.value) {
        case (.array(let left), .array(let right)):
            return left.count == right.count && zip(left, right).allSatisfy(same)
        case (.dictionary(let left), .dictionary(let right)):
            return left.entries.count == right.entries.count
                && zip(left.entries, right.entries).allSatisfy { a, b in
                    PlistDictionary.keysEqual(a.key, b.key) && a.keyPosition == b.keyPosition && same(a.value, b.value)
                }
        default:
            return lhs.value == rhs.value
        }
    }

    @Test func theXMLReadersTapeIsTheTapeOfItsTree() throws {
        let bytes = Array(Self.xml.utf8)
        let tape = try loader.loadTape(bytes).tape
        let tree = try loader.load(bytes).root
        let flattened = PlistTape(tree)
        #expect(tape.count == flattened.count)
        for slot in 0..<tape.count {
            let index = PlistTape.Index(slot: slot)
            #expect(tape.kind(at: index) == flattened.kind(at: index), "node \(index)")
            #expect(tape.position(at: index) == flattened.position(at: index), "node \(index)")
            #expect(tape.end(of: index) == flattened.end(of: index), "node \(index)")
            #expect(tape.count(at: index) == flattened.count(at: index), "node \(index)")
            #expect(tape.string(at: index) == flattened.string(at: index), "node \(index)")
        }
        #expect(Self.same(tape.node(at: tape.root), tree))
    }

    @Test func stringsKeepEntitiesCharacterReferencesCDATAAndNormalisedLineBreaks() throws {
        let tape = try loader.loadTape(Array(Self.xml.utf8)).tape
        let rows = try #require(tape.value(forKey: "rows", in: tape.root))
        let row = try #require(tape.elements(of: rows).first { _ in true })
        // The first of two rowLabel keys is still on the tape; a lookup finds the last.
        let labels = tape.entries(of: row).filter { tape.string(at: $0.key) == "rowLabel" }.map { tape.string(at: $0.value) }
        #expect(labels == ["Fish & Chips \u{1F41F} <raw> é", "later wins"])
        #expect(tape.value(forKey: "rowLabel", in: row).map { tape.string(at: $0) } == "later wins")
        #expect(tape.value(forKey: "lines", in: tape.root).map { tape.string(at: $0) } == "one\ntwo")
    }

    @Test func containersCountAndSkipWhatTheyHold() throws {
        let tape = try loader.loadTape(Array(Self.xml.utf8)).tape
        #expect(tape.kind(at: tape.root) == .dictionary)
        #expect(tape.count(at: tape.root) == 8)
        #expect(tape.end(of: tape.root).slot == tape.count)
        let rows = try #require(tape.value(forKey: "rows", in: tape.root))
        let kinds = tape.elements(of: rows).map { tape.kind(at: $0) }
        #expect(kinds == [.dictionary, .dictionary, .array, .string])
        let counts = tape.elements(of: rows).map { tape.count(at: $0) }
        #expect(counts == [3, 0, 0, 0])
        let keys = tape.entries(of: tape.root).map { tape.string(at: $0.key) }
        #expect(keys == ["rows", "count", "ratio", "on", "off", "when", "bytes", "lines"])
    }

    @Test func scalarsKeepTheirValues() throws {
        let tape = try loader.loadTape(Array(Self.xml.utf8)).tape
        let tree = tape.node(at: tape.root)
        let root = try #require(tree.dictionary)
        #expect(root["count"]?.value == .integer(PlistInteger(Int64(-42))))
        #expect(root["ratio"]?.value == .real(0.5))
        #expect(root["when"]?.value == .date(Date(timeIntervalSince1970: 1_714_564_800)))
        #expect(root["bytes"]?.value == .data([0, 1, 2]))
        #expect(tape.value(forKey: "on", in: tape.root).flatMap(tape.bool(at:)) == true)
        #expect(tape.value(forKey: "off", in: tape.root).flatMap(tape.bool(at:)) == false)
        // What a node of another kind answers.
        #expect(tape.bool(at: tape.root) == nil)
        #expect(tape.string(at: tape.root) == "")
        #expect(tape.utf8Count(at: tape.root) == 0)
        #expect(tape.withUTF8(at: tape.root) { $0.count } == 0)
    }

    @Test func lookupsCompareKeysByTheirBytes() throws {
        let tape = PlistTape(
            PlistNode(
                .dictionary(
                    PlistDictionary(entries: [
                        PlistDictionaryEntry(key: "caf\u{E9}", keyPosition: .start, value: PlistNode(.string("precomposed"), at: .start)),
                        PlistDictionaryEntry(key: "cafe\u{301}", keyPosition: .start, value: PlistNode(.string("decomposed"), at: .start)),
                        PlistDictionaryEntry(key: "", keyPosition: .start, value: PlistNode(.string("empty"), at: .start)),
                    ])), at: .start))
        #expect(tape.value(forKey: "caf\u{E9}", in: tape.root).map { tape.string(at: $0) } == "precomposed")
        #expect(tape.value(forKey: "cafe\u{301}", in: tape.root).map { tape.string(at: $0) } == "decomposed")
        #expect(tape.value(forKey: "", in: tape.root).map { tape.string(at: $0) } == "empty")
        #expect(tape.value(forKey: "cafe", in: tape.root) == nil)
    }

    /// Every format's tree goes through a tape and back unchanged, positions included.
    @Test(arguments: ["plist", "json"]) func treesOfEveryTextFormatSurviveATape(pathExtension: String) throws {
        let source =
            pathExtension == "json"
            ? #"{"a": [1, 2.5, true], "b": {"c": "d", "e": []}, "f": "\u00e9"}"#
            : #"{ a = (1, "two", <0102>); b = { c = d; e = (); }; f = "\U00e9"; }"#
        let document = try loader.load(Array(source.utf8), pathExtension: pathExtension)
        #expect(Self.same(PlistTape(document.root).node(at: PlistTape.Index(slot: 0)), document.root))
        let tapeDocument = try loader.loadTape(Array(source.utf8), pathExtension: pathExtension)
        #expect(tapeDocument.format == document.format)
        #expect(Self.same(tapeDocument.tape.node(at: PlistTape.Index(slot: 0)), document.root))
    }

    @Test func aTapeGrowsPastItsFirstAllocation() {
        let strings = (0..<1_000).map { String(repeating: "x", count: $0 % 200) + "\($0)" }
        let tree = PlistNode(.array(strings.map { PlistNode(.string($0), at: .byteOffset($0.count)) }), at: .start)
        let tape = PlistTape(tree)
        #expect(tape.count == 1_001)
        #expect(tape.elements(of: tape.root).map { tape.string(at: $0) } == strings)
        #expect(Self.same(tape.node(at: tape.root), tree))
    }

    /// Deep nesting both ways (the readers' default limit is 512 levels). Checked by walking down, not
    /// with `same`, which recurses: 5,000 levels of it overflowed a test thread under AddressSanitizer.
    @Test func deepNestingSurvivesBothWays() {
        let depth = 600
        var tree = PlistNode(.string("bottom"), at: .start)
        for level in 0..<depth { tree = PlistNode(.array([tree]), at: .byteOffset(level)) }
        let tape = PlistTape(tree)
        #expect(tape.count == depth + 1)
        for slot in 0..<depth {
            let index = PlistTape.Index(slot: slot)
            #expect(tape.kind(at: index) == .array && tape.count(at: index) == 1 && tape.end(of: index).slot == depth + 1)
        }
        #expect(tape.string(at: PlistTape.Index(slot: depth)) == "bottom")
        var node = tape.node(at: tape.root)
        var levels = 0
        while case .array(let elements) = node.value {
            #expect(node.position == .byteOffset(depth - 1 - levels))
            node = elements[0]
            levels += 1
        }
        #expect(levels == depth && node.string == "bottom")
        // A subtree on its own.
        #expect(tape.node(at: PlistTape.Index(slot: depth - 1)).array?.first?.string == "bottom")
    }

    /// A binary file's shared string counts each time it is used: past what a tape's 32-bit offsets hold,
    /// loading it is an error at the string that crosses the limit (here made small).
    @Test func stringsPastTheTapesLimitAreAnError() throws {
        let tree = PlistNode(.array((0..<4).map { PlistNode(.string("0123456789"), at: .byteOffset($0)) }), at: .start)
        #expect(try PlistTape.flattening(tree, maxTextBytes: 40).count == 5)
        #expect(throws: PlistError.self) { try PlistTape.flattening(tree, maxTextBytes: 39) }
        do {
            _ = try PlistTape.flattening(tree, maxTextBytes: 39)
        } catch {
            #expect(error.kind == .limitExceeded && error.position == .byteOffset(3))
        }
    }

    @Test func aReaderThatFailsLeavesNoTape() {
        let broken = Self.xml.replacingOccurrences(of: "<key>ratio</key>", with: "")
        #expect(throws: PlistError.self) { try loader.loadTape(Array(broken.utf8)) }
    }
}
