import CDLGenTestSupport
import Foundation
import Testing

/// `schemas/cdl-definition.schema.json`, run by Python's jsonschema (as editors run it), accepts exactly
/// the JSON documents in which cdlgen's decoder finds nothing it could say itself: the sample app, the
/// fixtures, every rule example, and every key of every level with good and bad values on every row type.
@Suite struct SchemaAgreementTests {
    @Test func everyTestValueHasAKey() {
        #expect(SchemaCases.keysWithoutValues() == [], "add values to SchemaCases.values, and the keys to the schema")
    }

    @Test func theSchemaAcceptsWhatTheDecoderAccepts() throws {
        guard let python = PythonInterpreter.require(["jsonschema"]) else { return }
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
}
