import Foundation
import Testing

@testable import Definitions

/// The JSON Schema names exactly what the decoder knows: row types (current and legacy), formatter
/// styles, the keys of each level, and which row types each conditional rule applies to. Adding a key or
/// a row type to the Swift code without the schema fails here.
@Suite struct SchemaVocabularyTests {
    let schema: DefinitionSchema

    init() throws {
        schema = try DefinitionSchema()
    }

    @Test func isDraft07() {
        #expect(schema.root["$schema"] as? String == "http://json-schema.org/draft-07/schema#")
    }

    @Test func rowTypesAreTheTenWithTheLegacyPrefixAccepted() throws {
        let alternatives = try #require(schema.definition("rowType")["anyOf"] as? [[String: Any]])
        #expect(alternatives.first?["enum"] as? [String] == RowType.allCases.map(\.name))
        #expect((alternatives.first?["enumDescriptions"] as? [String])?.count == RowType.allCases.count)
        #expect(
            alternatives.last?["pattern"] as? String
                == "^\(RowType.legacyPrefix)(\(RowType.allCases.map(\.rawValue).joined(separator: "|")))$")
        #expect(schema.definition("toManyRowType")["pattern"] as? String == Self.pattern { $0.isToMany })
    }

    @Test func formatterStylesAreFoundationsFiveAndEmpty() {
        #expect(schema.definition("formatterStyle")["enum"] as? [String] == FormatterStyle.allCases.map(\.rawValue) + [""])
    }

    @Test func eachLevelKnowsTheDecodersKeys() {
        #expect(Set(schema.properties(of: "section").keys) == DefinitionLevel.sectionKeys)
        #expect(Set(schema.properties(of: "row").keys) == DefinitionLevel.rowKeys)
        #expect(Set(schema.properties(of: "listView").keys) == DefinitionLevel.listViewKeys.union(DefinitionLevel.listViewToolKeys))
    }

    /// A key of another level is an `ignored-key` warning unless it is empty; a dictionary with
    /// `rowInformation` at the root is a section written as the root (`invalid-root`).
    @Test func eachLevelAcceptsTheOtherLevelsKeysEmpty() {
        #expect(schema.otherLevelKeys(of: "section") == DefinitionLevel.rowKeys.union(DefinitionLevel.listViewKeys))
        #expect(schema.otherLevelKeys(of: "row") == DefinitionLevel.sectionKeys.union(DefinitionLevel.listViewKeys))
        #expect(
            schema.otherLevelKeys(of: "listView")
                == DefinitionLevel.sectionKeys.subtracting(["rowInformation"]).union(DefinitionLevel.rowKeys))
    }

    @Test func theBooleanKeysAreTheDecodersBooleans() {
        #expect(
            schema.booleanKeys == [
                "showAddNewObject", "showAddExistingObjects", "sectionIndexTitlesEnabled", "sectionIndexTitlesAlphabetical",
            ])
    }

    @Test func everyKeyHasADescriptionForEditors() {
        for level in ["section", "row", "listView"] {
            for (key, property) in schema.properties(of: level) where key != "rowType" {
                #expect((property["description"] as? String)?.isEmpty == false, "\(level).\(key) has no description")
            }
        }
        #expect((schema.definition("rowType")["description"] as? String)?.isEmpty == false)
    }

    /// Draft-07 ignores every keyword beside `$ref`: a description or constraint there would be lost.
    @Test func noReferenceHasSiblings() {
        #expect(schema.refsWithSiblings() == [])
    }

    /// Each row rule applies to the row types the Swift code gives that property.
    @Test func rowRulesApplyToTheRowTypesTheDecoderSays() {
        let expected: Set<String> = [
            Self.pattern { $0.label != .optional },  // missing-key or missing-label without it
            Self.pattern { $0.attributeKeyPath == .optional },  // Custom: its class instead of a key path
            Self.pattern { $0.requiresPlainKey },
            Self.pattern { $0.relationshipKeyPathComponents == 2 },
            Self.pattern { $0.relationshipKeyPathComponents == 3 },
            Self.pattern { !$0.takesFormatterStyles },
        ]
        #expect(Set(schema.rowConditionPatterns) == expected)
    }

    /// The schema's way of naming the row types that have a property, in either prefix.
    static func pattern(_ property: (RowType) -> Bool) -> String {
        let names = RowType.allCases.filter(property).map(\.rawValue)
        return "^(CDL|MO)TableRowType" + (names.count == 1 ? names[0] : "(" + names.joined(separator: "|") + ")") + "$"
    }
}
