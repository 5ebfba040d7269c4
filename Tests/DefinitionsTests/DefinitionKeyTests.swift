import PlistLoader
import Testing

@testable import Checks
@testable import Definitions

/// The byte-level matchers of the decoder (keys, row types, file names, class names) must say what the
/// sets and rules they stand for say.
@Suite struct DefinitionKeyTests {
    /// Each key's bytes, found by its case's place in the declaration, are its name's.
    @Test func eachKeysBytesAreItsName() {
        for (index, key) in DefinitionKey.allCases.enumerated() {
            #expect(Int(key.ordinal) == index)
            #expect(Array(key.utf8) == Array(key.rawValue.utf8), "\(key)")
        }
    }

    /// The keys of README, "Definitions", spelled out here rather than taken from the table they check.
    @Test func eachLevelHasTheKeysOfTheSpec() {
        #expect(DefinitionLevel.section.keys == ["rowInformation", "sectionTitle", "sectionFooter", "customSectionControllerClass"])
        #expect(
            DefinitionLevel.row.keys == [
                "rowType", "rowLabel", "attributeKeyPath", "dateFormatterStyle", "timeFormatterStyle",
                "rowCustomControllerClass", "showAddNewObject", "showAddExistingObjects", "addNewObjectPropertyListFile",
                "drillDownKeyPath", "relationshipEntityName", "relationshipIntermediateEntityName",
            ])
        #expect(
            DefinitionLevel.listView.keys == [
                "entityName", "sortKeyPaths", "cellTextLabelKeyPath", "detailViewPropertyListFile", "controllerTitle",
                "sectionNameKeyPath", "sectionKeyPath", "sectionIndexTitlesEnabled", "sectionIndexTitlesAlphabetical",
                "cellDetailTextLabelKeyPath", "createTabBarItem", "tabBarImage", "tabBarTitle", "filterPredicate",
            ])
    }

    /// The key a string's UTF-8 bytes spell (the decoder looks keys up by their bytes on the tape).
    static func key(spelled spelling: String) -> DefinitionKey? {
        var spelling = spelling
        return spelling.withUTF8(DefinitionKey.init(exactly:))
    }

    @Test func everyKeyIsFoundByItsSpellingAndNothingElseIs() {
        for key in DefinitionKey.allCases { #expect(Self.key(spelled: key.rawValue) == key) }
        for other in ["", "rowtype", "rowType ", "RowType", "rowTyp", "attribute\u{212A}eyPath", "$schema", "title", "rowInformations"] {
            #expect(Self.key(spelled: other) == nil, "\(other)")
        }
    }

    /// Repeated keys are found by these bits: two keys sharing one would make the second a repeat of the first.
    @Test func everyKeyHasABitOfItsOwn() {
        let bits = DefinitionKey.allCases.compactMap { key in
            var spelling = key.rawValue
            return spelling.withUTF8(DefinitionKey.matching)?.bit
        }
        #expect(bits.count == DefinitionKey.allCases.count)
        #expect(bits.allSatisfy { $0.nonzeroBitCount == 1 })
        #expect(bits.reduce(0, |).nonzeroBitCount == DefinitionKey.allCases.count)
    }

    @Test func theVocabularyHasEveryKeyRowTypeAndFormatterStyle() throws {
        let words = DefinitionKey.allCases.map(\.rawValue) + RowType.allCases.map(\.name) + FormatterStyle.allCases.map(\.rawValue)
        let source = "<plist><array>" + words.map { "<string>\($0)</string>" }.joined() + "</array></plist>"
        var loader = PlistLoader()
        loader.vocabulary = DefinitionVocabulary.strings
        let strings = try #require(try loader.load(Array(source.utf8)).root.array).compactMap(\.string)
        #expect(strings == words)
        // Shared: the very strings of the vocabulary, not copies (small strings are held inline and have no storage).
        func storage(_ string: String) -> UnsafePointer<UInt8>? {
            var string = string
            return string.withUTF8 { $0.baseAddress }
        }
        for (string, word) in zip(strings, words) where word.utf8.count > 15 {
            #expect(storage(string) == storage(word), "\(word)")
        }
    }

    @Test func theToManyRowKeysAreTheRowKeysOnlyToManyRowsRead() {
        let toMany = Set(DefinitionKey.allCases.filter(\.isToManyRowKey).map(\.rawValue))
        #expect(
            toMany == [
                "showAddNewObject", "showAddExistingObjects", "addNewObjectPropertyListFile", "drillDownKeyPath",
                "relationshipEntityName", "relationshipIntermediateEntityName",
            ])
        #expect(toMany.isSubset(of: DefinitionLevel.rowKeys))
    }

    @Test func rowTypesAreFoundByTheirNamesOnly() {
        for type in RowType.allCases {
            #expect(type.name == RowType.prefix + type.rawValue)  // spelled out as literals, held to the prefix here
            #expect(RowType.named(type.name)! == (type, false))
            #expect(RowType.named(type.legacyName)! == (type, true))
            #expect(RowType.named(type.rawValue) == nil)
            #expect(RowType.named(type.name + " ") == nil)
        }
        #expect(RowType.named("") == nil)
    }

    @Test(arguments: [
        ("Task.plist", true), ("Task.PLIST", true), ("Task.Json", true), ("a.json", true), (".json", true),
        ("Task.plist.bak", false), ("Task.xml", false), ("plist", false), ("json", false),
        ("cdlgen.json", false), ("CDLGen.plist", false), ("my-cdlgen.json", true), ("Tâche.plist", true),
        ("é.JSON", true), ("lis", false), ("", false), ("Task.pl", false), ("Task.xplist", false), ("Task.plisT ", false),
    ])
    func definitionFileNamesAreThePlistAndJSONFilesButTheProjectFile(_ name: String, _ isDefinition: Bool) {
        #expect(DefinitionFileFinder.isDefinitionFileName(name) == isDefinition)
    }

    @Test(arguments: [
        ("Definitions/TaskDetailView.plist", "TaskDetailView"), ("TaskDetailView.json", "TaskDetailView"),
        ("a/b.c/Task", "Task"), ("a/.hidden", ".hidden"), ("a/Task.detail.plist", "Task.detail"), ("a/b/", "b"),
        ("Définitions/Tâche.plist", "Tâche"), ("", ""), ("/", ""), ("Task.", "Task"), (".", "."), ("a/.b.plist", ".b"),
    ])
    func aDefinitionsNameIsItsFileNameWithoutTheExtension(_ path: String, _ name: String) {
        #expect(DefinitionFile(path: path).name == name)
        var file = DefinitionFile(path: "Other.plist")
        file.path = path
        #expect(file.name == name)
    }

    @Test(arguments: [
        ("DeleteRowController", true), ("MyApp.DeleteRowController", true), ("_Private", true), ("a1.b2._c", true),
        ("", false), (".Row", false), ("Row.", false), ("My..Row", false), ("1Row", false), ("My.1Row", false),
        ("Row Controller", false), ("Row-Controller", false), ("Contrôleur", false), ("Row\u{0}", false),
    ])
    func classNamesAreDottedASCIIIdentifiers(_ name: String, _ isClassName: Bool) {
        #expect(DefinitionDictionary.isClassName(name) == isClassName)
    }
}
