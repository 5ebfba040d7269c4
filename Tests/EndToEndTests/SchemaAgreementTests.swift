import CDLGenTestSupport
import Definitions
import Foundation
import Testing

/// `schemas/cdl-definition.schema.json`, run by Python's jsonschema (as editors run it), accepts exactly
/// the JSON documents in which cdlgen's decoder finds nothing it could say itself: the sample app, the
/// fixtures, every rule example, and every key of every level with good and bad values on every row type.
/// And the text editors show — the schema's descriptions, and the same words in Swift for the language
/// server (``DefinitionKeyInfo``, ``RowType/summary``, ``FormatterStyle/summary``) — is one text.
@Suite struct SchemaAgreementTests {
    let schema: DefinitionSchema

    init() throws {
        schema = try DefinitionSchema()
    }

    @Test func everyTestValueHasAKey() {
        #expect(SchemaCases.keysWithoutValues() == [], "add values to SchemaCases.values, and the keys to the schema")
    }

    @Test(.requires(.python(["jsonschema"]))) func theSchemaAcceptsWhatTheDecoderAccepts() throws {
        let python = try RequiredTool.python(["jsonschema"]).url()
        let cases = try SchemaCases.all()
        #expect(Set(cases.map(\.name)).count == cases.count, "case names must be unique")
        let folder = try TemporaryFolder()
        let manifest = try JSONSerialization.data(withJSONObject: ["cases": cases.map { ["name": $0.name, "text": $0.text] }])
        let input = try folder.write("cases.json", manifest)
        let output = folder.url.appendingPathComponent("results.json").path
        let script = CDLGenProcess.packageRoot.appendingPathComponent("Tests/Recipes/check_schema.py").path
        let run = try CDLGenProcess.run(
            executable: python, [script, DefinitionSchema.url.path, input, output], in: CDLGenProcess.packageRoot, environment: [:])
        try #require(run.status == 0, "check_schema.py failed: \(run.stderr)")

        let answer = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: output))) as? [String: Any])
        #expect(answer["draft"] as? String == "Draft7Validator")
        let results = try #require(answer["results"] as? [String: [String]])
        var accepted = 0
        for schemaCase in cases {
            let schemaErrors = try #require(results[schemaCase.name])
            let findings = try schemaCase.decoderFindings
            #expect(
                schemaErrors.isEmpty == findings.isEmpty,
                "\(schemaCase.name): the decoder says \(findings), the schema says \(schemaErrors), in:\n\(schemaCase.text)")
            if findings.isEmpty { accepted += 1 }
        }
        // Both kinds are there in numbers: the agreement is not one-sided.
        #expect(cases.count > 2_000 && accepted > 500 && cases.count - accepted > 1_500, "\(accepted) of \(cases.count) accepted")
    }

    // MARK: - What editors show: the schema's words, and the language server's

    /// `DefinitionKeyInfo.all` lists each level's keys as the schema's properties do, no more, no fewer.
    @Test(arguments: DefinitionKeyLevel.allCases)
    func theKeyInfosOfALevelAreTheSchemasProperties(level: DefinitionKeyLevel) {
        let names = DefinitionKeyInfo.all.filter { $0.level == level }.map(\.name)
        #expect(Set(names).count == names.count, "a key is listed twice")
        #expect(Set(names) == Set(schema.properties(of: Self.schemaName(of: level)).keys))
    }

    @Test func everyKeysSummaryIsTheSchemasDescription() {
        for level in DefinitionKeyLevel.allCases {
            for (name, property) in schema.properties(of: Self.schemaName(of: level)) {
                let info = DefinitionKeyInfo.named(name)
                #expect(info?.level == level, "\(name) is a key of the schema's \(level) level")
                #expect(info?.summary == schema.description(of: property), "\(level).\(name)")
            }
        }
    }

    @Test func everyRowTypesSummaryIsTheSchemasEnumDescription() throws {
        let descriptions = try #require(schema.enumDescriptions(of: "rowType"))
        #expect(Set(descriptions.keys) == Set(RowType.allCases.map(\.name)))
        for type in RowType.allCases {
            #expect(descriptions[type.name] == type.summary, "\(type.name)")
        }
    }

    @Test func everyFormatterStylesSummaryIsTheSchemasEnumDescription() throws {
        let descriptions = try #require(schema.enumDescriptions(of: "formatterStyle"))
        // The schema's "" (not set) is no style: it has no summary in Swift.
        #expect(Set(descriptions.keys) == Set(FormatterStyle.allCases.map(\.rawValue) + [""]))
        for style in FormatterStyle.allCases {
            #expect(descriptions[style.rawValue] == style.summary, "\(style.rawValue)")
        }
    }

    /// The schema's name for the definition of a level's dictionaries.
    static func schemaName(of level: DefinitionKeyLevel) -> String {
        switch level {
        case .section: "section"
        case .row: "row"
        case .listView: "listView"
        }
    }
}
