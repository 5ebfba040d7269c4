import CDLGenTestSupport
import PlistLoader
import Testing

@testable import Checks
@testable import Definitions

/// `validate` decodes the tape the XML reader writes; render, preview and the tests decode a tree's tape.
/// Both must give the same definition and the same diagnostics, positions included.
@Suite struct TapeDecodingTests {
    static func xml(_ body: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        \(body)
        </plist>
        """
    }

    static let sources: [String] = [
        xml(
            """
            <array>
            \t<dict>
            \t\t<key>sectionTitle</key><string>Main</string>
            \t\t<key>sectionTitle</key><integer>3</integer>
            \t\t<key>rowInformation</key>
            \t\t<array>
            \t\t\t<dict>
            \t\t\t\t<key>rowType</key><string>CDLTableRowTypeSingleLineValueSmallLabel</string>
            \t\t\t\t<key>rowLabel</key><string>Name &amp; title</string>
            \t\t\t\t<key>attributeKeyPath</key><string>name</string>
            \t\t\t\t<key>dateFormatterStyle</key><string>NSDateFormatterMediumStyle</string>
            \t\t\t\t<key>timeFormatterStyle</key><string>Short</string>
            \t\t\t\t<key>atributeKeyPath</key><string>typo</string>
            \t\t\t\t<key>showAddNewObject</key><true/>
            \t\t\t</dict>
            \t\t\t<dict>
            \t\t\t\t<key>rowType</key><string>CDLTableRowTypeCustom</string>
            \t\t\t\t<key>rowCustomControllerClass</key><string>MyApp.DeleteRow</string>
            \t\t\t\t<key>extra</key><dict><key>nested</key><array><real>1.5</real></array></dict>
            \t\t\t</dict>
            \t\t\t<string>not a row</string>
            \t\t\t<dict>
            \t\t\t\t<key>rowType</key><string>TableRowTypeBooleanSwitch</string>
            \t\t\t\t<key>rowLabel</key><string>On</string>
            \t\t\t\t<key>attributeKeyPath</key><string>a..b</string>
            \t\t\t</dict>
            \t\t\t<dict>
            \t\t\t\t<key>rowType</key><string>CDLTableRowTypeToManyRelationship</string>
            \t\t\t\t<key>attributeKeyPath</key><string>items</string>
            \t\t\t\t<key>showAddNewObject</key><string>YES</string>
            \t\t\t</dict>
            \t\t\t<dict><key>rowType</key><string>CDLTableRowTypeNoSuchType</string></dict>
            \t\t</array>
            \t\t<key>sectionFooter</key><string>Footer</string>
            \t</dict>
            \t<dict><key>rowInformation</key><array/></dict>
            \t<dict><key>rowInformation</key><string>rows</string></dict>
            \t<dict/>
            \t<false/>
            </array>
            """),
        xml(
            """
            <dict>
            \t<key>entityName</key><string>Event</string>
            \t<key>sortKeyPaths</key><array><string>date</string><integer>1</integer><string>bad path</string></array>
            \t<key>cellTextLabelKeyPath</key><string>title</string>
            \t<key>detailViewPropertyListFile</key><string>EventDetailView</string>
            \t<key>sectionIndexTitlesAlphabetical</key><true/>
            \t<key>tabBarTitle</key><string>Events</string>
            \t<key>createTabBarItem</key><string>YES</string>
            \t<key>rowType</key><string>CDLTableRowTypeCustom</string>
            </dict>
            """),
        xml("<dict><key>rowInformation</key><array/></dict>"),
        xml("<string>a definition?</string>"),
        xml("<array><dict><key>rowInformation</key><array><dict/></array></dict></array>"),
    ]

    @Test(arguments: sources.indices) func theXMLTapeDecodesAsTheTreesTapeDoes(index: Int) throws {
        let bytes = Array(Self.sources[index].utf8)
        let loader = PlistLoader()
        let decoder = DefinitionDecoder()
        let fromTape = decoder.decode(try loader.loadTape(bytes), file: "View.plist", name: "View")
        let fromTree = decoder.decode(try loader.load(bytes), file: "View.plist", name: "View")
        #expect(!fromTape.1.isEmpty)
        #expect(fromTape.1 == fromTree.1)
        #expect(String(describing: fromTape.0) == String(describing: fromTree.0))
    }

    @Test func aCustomRowKeepsItsPropertiesAsATree() throws {
        let document = try PlistLoader().loadTape(Array(Self.sources[0].utf8))
        let (definition, _) = DefinitionDecoder().decode(document, file: "View.plist", name: "View")
        guard case .detailView(let view)? = definition else {
            Issue.record("expected a detail view")
            return
        }
        let custom = try #require(view.sections.first?.rows.compactMap { $0 as? CustomRowController }.first)
        #expect(custom.properties.keys == ["rowType", "rowCustomControllerClass", "extra"])
        #expect(custom.properties["extra"]?.dictionary?["nested"]?.array?.first?.value == .real(1.5))
        let tape = document.tape
        let section = try #require(tape.elements(of: tape.root).first { _ in true })
        let rows = try #require(tape.value(forKey: "rowInformation", in: section))
        let extra = try #require(tape.value(forKey: "extra", in: Array(tape.elements(of: rows))[1]))
        #expect(custom.properties["extra"]?.position == tape.position(at: extra))
    }
}
