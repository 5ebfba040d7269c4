import Definitions
import Testing

/// The keys' editor documentation, through the public API the language server uses. (That its words are
/// the schema's is `SchemaAgreementTests`' to check.)
@Suite struct DefinitionKeyInfoTests {
    @Test func findsKeysByTheirExactName() throws {
        let key = try #require(DefinitionKeyInfo.named("dateFormatterStyle"))
        #expect(key.name == "dateFormatterStyle" && key.level == .row && !key.isBoolean)
        #expect(DefinitionKeyInfo.named("DateFormatterStyle") == nil)
        #expect(DefinitionKeyInfo.named("nothing") == nil)
        #expect(DefinitionKeyInfo.named("$schema")?.level == .listView)
        #expect(DefinitionKeyInfo.named("rowInformation")?.level == .section)
    }

    @Test func listsEveryKeyOnceWithASummary() {
        #expect(DefinitionKeyInfo.all.count == 31)  // 4 section, 12 row, 14 list-view keys, and `$schema`
        #expect(Set(DefinitionKeyInfo.all.map(\.name)).count == DefinitionKeyInfo.all.count)
        #expect(DefinitionKeyInfo.all.allSatisfy { !$0.summary.isEmpty }, "every key says what it is")
        #expect(RowType.allCases.allSatisfy { !$0.summary.isEmpty } && FormatterStyle.allCases.allSatisfy { !$0.summary.isEmpty })
    }

    @Test func booleansAreTheOnesOpenStepWritesAsYesOrNo() {
        let booleans = Set(DefinitionKeyInfo.all.filter(\.isBoolean).map(\.name))
        #expect(
            booleans == [
                "showAddNewObject", "showAddExistingObjects", "createTabBarItem", "sectionIndexTitlesEnabled",
                "sectionIndexTitlesAlphabetical",
            ])
    }

    /// The row types that read a key are those the decoder does not warn about (`ignored-key`).
    @Test func saysWhichRowTypesReadAKey() throws {
        let readers = { (name: String) throws -> Set<RowType> in
            let key = try #require(DefinitionKeyInfo.named(name))
            return Set(RowType.allCases.filter(key.isRead(by:)))
        }
        #expect(try readers("rowType") == Set(RowType.allCases))
        #expect(
            try readers("dateFormatterStyle") == [.singleLineValueNoLabel, .singleLineValueLargeLabel, .singleLineValueSmallLabel, .custom])
        #expect(try readers("rowCustomControllerClass") == [.custom])
        #expect(try readers("showAddNewObject") == [.toManyRelationship])  // ordered rows' "Add New" is broken
        #expect(try readers("addNewObjectPropertyListFile") == [.toManyRelationship, .toManyOrderedRelationship])
        #expect(try readers("drillDownKeyPath") == [])
        #expect(try readers("relationshipEntityName") == [])
        // Section and list-view keys are not a row's to read or ignore.
        #expect(try readers("sectionTitle") == Set(RowType.allCases))
        #expect(try readers("entityName") == Set(RowType.allCases))
    }
}
