import CDLGenTestSupport
import Foundation
import Testing

/// `--format sarif` end to end, on `Fixtures/Reporting`: a project file (with a finding of its own and a
/// rule raised to error), a model, and definitions with errors, warnings and notes, a fix-it, a related
/// location, a file name with a space, and a binary property list (byte offsets).
@Suite struct SARIFOutputTests {
    static let fixtures = CDLGenProcess.testsFolder
    static let schema = fixtures.appendingPathComponent("Fixtures/Schemas/sarif-schema-2.1.0.json")

    /// The working directory's URI is machine-specific: the golden file has a placeholder instead.
    static func portable(_ sarif: String, workingDirectory: URL) -> String {
        let uri = "file://" + workingDirectory.standardizedFileURL.path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed)!
        return sarif.replacingOccurrences(of: #""uri": "\#(uri)/""#, with: #""uri": "file:///WORKING-DIRECTORY/""#)
    }

    @Test func outputMatchesItsGoldenFile() throws {
        let result = try CDLGenProcess.run(["validate", "--format", "sarif", "Fixtures/Reporting"], in: Self.fixtures)
        #expect(result.status == 1)
        #expect(result.stderr.isEmpty)
        try snapshots.assertMatches(Self.portable(result.stdout, workingDirectory: Self.fixtures), named: "reporting.sarif")
    }

    @Test func resultsCarryRuleLevelLocationAndRelatedLocations() throws {
        let result = try CDLGenProcess.run(["validate", "--format", "sarif", "Fixtures/Reporting"], in: Self.fixtures)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let explain = try CDLGenProcess.run(["explain", "--list"])
        let codes = explain.stdout.split(separator: "\n").map { String($0.prefix { $0 != " " }) }
        #expect(rules.map { $0["id"] as? String } == codes)  // Every code, in the registry's order, not only those found.
        let duplicateKey = try #require(rules.first { $0["id"] as? String == "duplicate-key" })
        let help = try CDLGenProcess.run(["explain", "duplicate-key"]).stdout
        #expect((duplicateKey["help"] as? [String: Any])?["text"] as? String == help)
        #expect((duplicateKey["defaultConfiguration"] as? [String: Any])?["level"] as? String == "warning")

        let results = try #require(run["results"] as? [[String: Any]])
        #expect(Set(results.compactMap { $0["level"] as? String }) == ["error", "warning", "note"])
        for result in results {
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
        }
        #expect(results.compactMap { Self.uri(of: $0) }.contains("Fixtures/Reporting/Views/Gadget%20View.json"))
        let binary = try #require(
            results.first { $0["ruleId"] as? String == "unknown-key" && Self.uri(of: $0)?.hasSuffix("Compiled.plist") == true })
        let region = Self.physicalLocation(of: binary)?["region"] as? [String: Any]
        #expect(region?["byteOffset"] as? Int == 37)
        #expect(region?["startLine"] == nil)
        let duplicate = try #require(results.first { $0["ruleId"] as? String == "duplicate-key" })
        let related = try #require(duplicate["relatedLocations"] as? [[String: Any]])
        #expect((related.first?["message"] as? [String: Any])?["text"] as? String == "'rowLabel' was first set here")
    }

    static func physicalLocation(of result: [String: Any]) -> [String: Any]? {
        (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
    }

    static func uri(of result: [String: Any]) -> String? {
        (physicalLocation(of: result)?["artifactLocation"] as? [String: Any])?["uri"] as? String
    }

    @Test func theDriverVersionIsCDLGensVersion() throws {
        let version = try CDLGenProcess.run(["--version"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        let result = try CDLGenProcess.run(["validate", "--format", "sarif", "Definitions"])
        #expect(!version.isEmpty)
        #expect(result.stdout.contains(#""name": "cdlgen",\#n          "version": "\#(version)","#))
    }

    @Test func aFileOutsideTheWorkingDirectoryIsAnAbsoluteFileURI() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("Odd #1/EventDetailView.plist", "( { rowInformation = (); } )")
        let result = try CDLGenProcess.run(["validate", "--format", "sarif", path])
        let encoded = folder.url.standardizedFileURL.path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed)!
        #expect(result.stdout.contains(#""uri": "file://\#(encoded)/Odd%20%231/EventDetailView.plist""#))
        #expect(!result.stdout.contains(#""uriBaseId""#))
    }

    /// The official SARIF 2.1.0 schema (a copy of OASIS's, in `Fixtures/Schemas`), checked with Python's
    /// `jsonschema` as Draft 4: the golden fixtures, a clean run, and a file outside the working directory.
    /// A log broken on purpose must fail, so that a validator that accepts anything cannot pass.
    @Test(.requires(.python(["jsonschema"]))) func outputValidatesAgainstTheSchema() throws {
        let python = try RequiredTool.python(["jsonschema"]).url()
        let folder = try TemporaryFolder()
        let outside = try folder.write("Outside/EventDetailView.plist", "( { rowInformation = (); } )")
        let runs = [
            (["validate", "--format", "sarif", "Fixtures/Reporting"], Self.fixtures),
            (["validate", "--format", "sarif", "Fixtures/Mixed"], Self.fixtures),
            (["validate", "--format", "sarif", "Definitions"], CDLGenProcess.packageRoot),
            (["validate", "--format", "sarif", "--no-project", outside], CDLGenProcess.packageRoot),
        ]
        var logs: [String] = []
        for (index, (arguments, directory)) in runs.enumerated() {
            let result = try CDLGenProcess.run(arguments, in: directory)
            logs.append(try folder.write("log-\(index).sarif", result.stdout))
        }
        let broken = try String(contentsOfFile: logs[0], encoding: .utf8).replacingOccurrences(
            of: #""level": "note""#, with: #""level": "fatal""#)
        let brokenLog = try folder.write("broken.sarif", broken)

        let valid = try CDLGenProcess.run(
            executable: python, ["-c", Self.validatorScript, Self.schema.path] + logs, in: folder.url, environment: [:])
        #expect(valid.status == 0, "\(valid.stdout)\(valid.stderr)")
        let invalid = try CDLGenProcess.run(
            executable: python, ["-c", Self.validatorScript, Self.schema.path, brokenLog], in: folder.url, environment: [:])
        #expect(invalid.status == 1)
        #expect(invalid.stdout.contains("'fatal' is not one of"))
    }

    static let validatorScript = """
        import json, sys, jsonschema
        validator = jsonschema.Draft4Validator(json.load(open(sys.argv[1])), format_checker=jsonschema.Draft4Validator.FORMAT_CHECKER)
        failed = False
        for path in sys.argv[2:]:
            for error in validator.iter_errors(json.load(open(path))):
                print(path, "/".join(map(str, error.absolute_path)), error.message)
                failed = True
        sys.exit(1 if failed else 0)
        """
}
