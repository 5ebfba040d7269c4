import CDLGenTestSupport
import Diagnostics
import PlistLoader
import Testing

/// Rule details beyond the registry's examples.
@Suite struct DecodingRuleTests {
    func codes(_ text: String, format: PlistFormat = .openStep) throws -> [DiagnosticCode] {
        try decode(text, format: format).1.map(\.code)
    }

    static let listView =
        "{ entityName = Event; sortKeyPaths = (name); cellTextLabelKeyPath = name; detailViewPropertyListFile = EventDetailView; %@ }"

    func listView(_ extra: String) throws -> [DiagnosticCode] {
        try codes(Self.listView.replacingOccurrences(of: "%@", with: extra))
    }

    /// And 1 and 0, which CDL's `boolValue` reads so; other text is stricter than CDL (`invalid-value`).
    @Test func openStepBooleansAcceptYesNoTrueFalseInAnyCaseAndOneOrZero() throws {
        for word in ["YES", "no", "True", "FALSE", "yes", "1", "0"] {
            #expect(try listView("sectionNameKeyPath = name; sectionIndexTitlesEnabled = \(word);").isEmpty, "\(word)")
        }
        #expect(try listView("sectionIndexTitlesEnabled = 2;") == [.invalidValue])
        #expect(try listView("sectionIndexTitlesEnabled = On;") == [.invalidValue])
    }

    /// A row type or style written without the part every name shares is offered whole (`--fix` applies
    /// it), and a near miss is judged by what was written: `Long` is `NSDateFormatterLongStyle`, not the
    /// `NoStyle` that the full name `NSDateFormatterLongStyle` minus itself was nearest to, and one letter
    /// is near no type.
    @Test func shortNamesAreOfferedTheirWholeName() throws {
        func fixIts(_ row: String) throws -> [String?] {
            try decode("( { rowInformation = ( { rowLabel = A; attributeKeyPath = a; \(row) } ); } )").1.filter { $0.code != .missingKey }
                .map(\.fixIt)
        }
        #expect(try fixIts("rowType = BooleanSwitch;") == ["CDLTableRowTypeBooleanSwitch"])
        #expect(try fixIts("rowType = boolswitch;") == ["CDLTableRowTypeBooleanSwitch"])
        #expect(try fixIts("rowType = O;") == [nil])
        let single = "rowType = CDLTableRowTypeSingleLineValueNoLabel;"
        #expect(try fixIts("\(single) dateFormatterStyle = Long;") == ["NSDateFormatterLongStyle"])
        #expect(try fixIts("\(single) dateFormatterStyle = ShortStyle;") == ["NSDateFormatterShortStyle"])
        #expect(try fixIts("\(single) dateFormatterStyle = NSDateFormatterMedum;") == ["NSDateFormatterMediumStyle"])
        #expect(try fixIts("\(single) dateFormatterStyle = Custo;") == [nil])
    }

    /// CDL reads `sectionNameKeyPath`; its docs' `sectionKeyPath` is never read, and is not used as one.
    @Test func theDocsSectionKeyPathIsIgnoredWithAFixIt() throws {
        let text = Self.listView.replacingOccurrences(of: "%@", with: "sectionKeyPath = category;")
        let (definition, diagnostics) = try decode(text)
        #expect(diagnostics.map(\.code) == [.ignoredKey])
        #expect(diagnostics.first?.fixIt == "sectionNameKeyPath")
        guard case .listView(let list)? = definition else { Issue.record("not a list view"); return }
        #expect(list.sectionNameKeyPath == nil)
        let both = try decode(Self.listView.replacingOccurrences(of: "%@", with: "sectionKeyPath = category; sectionNameKeyPath = type;"))
        #expect(both.1.map(\.code) == [.ignoredKey] && both.1.first?.fixIt == nil)
    }

    /// CDL shows index titles only with a section key path and `sectionIndexTitlesEnabled` YES; a NO
    /// where it is ignored changes nothing, so only YES is reported (CDL's own samples write NO).
    @Test func indexTitleKeysAreIgnoredWithoutASectionKeyPath() throws {
        #expect(try listView("sectionIndexTitlesAlphabetical = YES;") == [.ignoredKey])
        #expect(try listView("sectionIndexTitlesEnabled = YES;") == [.ignoredKey])
        #expect(try listView("sectionIndexTitlesAlphabetical = YES; sectionNameKeyPath = name;") == [.ignoredKey])
        #expect(try listView("sectionIndexTitlesAlphabetical = YES; sectionIndexTitlesEnabled = YES; sectionNameKeyPath = name;").isEmpty)
        #expect(try listView("sectionIndexTitlesAlphabetical = NO; sectionIndexTitlesEnabled = NO;").isEmpty)
        #expect(
            try listView("sectionIndexTitlesAlphabetical = YES; sectionIndexTitlesEnabled = asdfdsf; sectionNameKeyPath = name;") == [
                .invalidValue
            ])
        // A section key path that is not a key path is still set for CDL: the flags are read.
        #expect(try listView("sectionIndexTitlesEnabled = YES; sectionNameKeyPath = \"type name\";") == [.invalidValue])
        #expect(try listView("sectionIndexTitlesAlphabetical = YES; sectionIndexTitlesEnabled = \"\";") == [.ignoredKey])
    }

    @Test func aListViewReportsEachMissingKeyAtItsOpening() throws {
        let (definition, diagnostics) = try decode("\n  { controllerTitle = Events; }")
        #expect(definition == nil)
        #expect(diagnostics.map(\.code) == [.missingKey, .missingKey, .missingKey, .missingKey])
        #expect(Set(diagnostics.map(\.location.position)) == [.lineColumn(line: 2, column: 3)])
    }

    @Test func showAddNewObjectNeedsTheAddViewAndTheAddViewNeedsTheFlag() throws {
        let row =
            "( { rowInformation = ( { rowType = CDLTableRowTypeToManyRelationship; rowLabel = W; attributeKeyPath = widgets.name; %@ } ); } )"
        #expect(try codes(row.replacingOccurrences(of: "%@", with: "showAddNewObject = YES;")) == [.missingKey])
        #expect(
            try codes(row.replacingOccurrences(of: "%@", with: "showAddNewObject = YES; addNewObjectPropertyListFile = \"\";")) == [
                .missingKey
            ])
        #expect(try codes(row.replacingOccurrences(of: "%@", with: "addNewObjectPropertyListFile = WidgetAddView;")) == [.ignoredKey])
        #expect(try codes(row.replacingOccurrences(of: "%@", with: "showAddNewObject = NO; addNewObjectPropertyListFile = \"\";")).isEmpty)
    }

    @Test func keysOfAnotherLevelHaveNoEffect() throws {
        let (_, diagnostics) = try decode(
            "( { sectionTitle = A; rowType = CDLTableRowTypeBooleanSwitch; rowInformation = ( { rowType = CDLTableRowTypeSingleLineValueNoLabel; rowLabel = Name; attributeKeyPath = name; sectionFooter = x; } ); } )"
        )
        #expect(diagnostics.map(\.code) == [.ignoredKey, .ignoredKey])
        #expect(
            diagnostics.map(\.message) == [
                "'rowType' has no effect here: it is a row key, not a section key",
                "'sectionFooter' has no effect here: it is a section key, not a row key",
            ])
    }

    @Test func aToManyRowAloneInItsSectionIsFineButNotWithOthers() throws {
        let toMany = "{ rowType = CDLTableRowTypeToManyOrderedRelationship; rowLabel = Step; attributeKeyPath = steps.step.name; }"
        #expect(try codes("( { rowInformation = ( \(toMany) ); } )").isEmpty)
        let (_, diagnostics) = try decode(
            "( { rowInformation = ( \(toMany), { rowType = CDLTableRowTypeSingleLineValueNoLabel; rowLabel = Name; attributeKeyPath = name; } ); } )"
        )
        #expect(diagnostics.map(\.code) == [.sectionMustBeAlone])
        #expect(diagnostics.first?.notes.first?.location.position == .lineColumn(line: 1, column: 3))
    }

    @Test func keyPathsWithEmptyComponentsAreInvalid() throws {
        #expect(
            try codes(
                "( { rowInformation = ( { rowType = CDLTableRowTypeRelationship; rowLabel = T; attributeKeyPath = \"type..name\"; } ); } )")
                == [.invalidValue])
        #expect(
            try codes(
                "( { rowInformation = ( { rowType = CDLTableRowTypeSingleLineValueNoLabel; rowLabel = Name; attributeKeyPath = \".name\"; } ); } )"
            )
                == [.invalidValue])
    }

    @Test func classNamesMayBeModuleQualified() throws {
        let custom =
            "( { customSectionControllerClass = %@; rowInformation = ( { rowType = CDLTableRowTypeCustom; rowCustomControllerClass = MyApp.DeleteRowController; } ); } )"
        #expect(try codes(custom.replacingOccurrences(of: "%@", with: "MyApp.Section_2")).isEmpty)
        #expect(try codes(custom.replacingOccurrences(of: "%@", with: "\"2Section\"")) == [.invalidValue])
    }

    @Test func anUnknownRowTypeStillReportsUnknownKeys() throws {
        #expect(try codes("( { rowInformation = ( { rowType = Nonsense; rowLable = x; } ); } )") == [.unknownRowType, .unknownKey])
    }

    /// The app looks keys up scalar by scalar: `attribute\u{212A}eyPath` (with the Kelvin sign, which
    /// Swift's `==` equates with K) is not `attributeKeyPath`, and the row has none.
    @Test func aKeyThatOnlyLooksLikeAKnownKeyIsUnknown() throws {
        let (_, diagnostics) = try decode(
            "( { rowInformation = ( { rowType = CDLTableRowTypeSingleLineValueNoLabel; rowLabel = Name; \"attribute\u{212A}eyPath\" = name; } ); } )"
        )
        #expect(diagnostics.map(\.code) == [.unknownKey, .missingKey])
        let unknown = try #require(diagnostics.first { $0.code == .unknownKey })
        #expect(
            unknown.message == "unknown row key 'attribute\u{212A}eyPath'; did you mean 'attributeKeyPath'? (it is written with U+212A)")
        #expect(unknown.fixIt.map { Array($0.unicodeScalars) } == Array("attributeKeyPath".unicodeScalars))
    }

    @Test func keysThatDifferOnlyByNormalisationAreNotDuplicates() throws {
        let codes = try codes(
            "( { rowInformation = ( { rowType = CDLTableRowTypeSingleLineValueNoLabel; rowLabel = Name; attributeKeyPath = name; \"caf\u{E9}\" = a; \"cafe\u{301}\" = b; } ); } )"
        )
        #expect(codes == [.unknownKey, .unknownKey])
    }

    @Test func aDuplicateKeyIsReportedAtEachLaterEntryAndTheLastValueIsRead() throws {
        let (definition, diagnostics) = try decode(
            "( { rowInformation = ( { rowType = CDLTableRowTypeSingleLineValueSmallLabel; rowLabel = First; colour = red; "
                + "attributeKeyPath = name; rowLabel = Second; colour = blue; rowLabel = Third; } ); } )")
        let duplicates = diagnostics.filter { $0.code == .duplicateKey }
        // Two later rowLabels, each pointing back at the first; the unknown key once as unknown, once as a duplicate.
        #expect(
            duplicates.map(\.message).sorted() == [
                "'colour' is set twice in this dictionary; this later value wins",
                "'rowLabel' is set twice in this dictionary; this later value wins",
                "'rowLabel' is set twice in this dictionary; this later value wins",
            ])
        #expect(Set(duplicates.filter { $0.message.hasPrefix("'rowLabel'") }.compactMap(\.notes.first?.location.position)).count == 1)
        #expect(diagnostics.filter { $0.code == .unknownKey }.count == 1)
        guard case .detailView(let view)? = definition else { Issue.record("no detail view"); return }
        #expect(view.sections.first?.rows.first?.label?.value == "Third")
    }

    @Test func nonDictionarySectionsAndRowsAreInvalidTypes() throws {
        let (_, diagnostics) = try decode("( Event, { rowInformation = ( name ); } )")
        #expect(diagnostics.map(\.code) == [.invalidType, .invalidType])
        #expect(diagnostics.map(\.message) == ["a section must be a dictionary, not a string", "a row must be a dictionary, not a string"])
    }
}
