import CDLGenTestSupport
import Foundation
import Testing

@Suite struct ValidateCommandTests {
    static let fixtures = CDLGenProcess.testsFolder

    @Test func theSampleDefinitionsAreClean() throws {
        let result = try CDLGenProcess.run(["validate", "Definitions"])
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "checked 9 files: no problems\n")
    }

    @Test func withoutPathsItChecksTheDefinitionsFolder() throws {
        let result = try CDLGenProcess.run(["validate"])
        #expect(result.status == 0)
        #expect(result.stderr == "checked 9 files: no problems\n")
    }

    @Test func humanOutputMatchesItsGoldenFile() throws {
        let result = try CDLGenProcess.run(["validate", "Fixtures/Mixed"], in: Self.fixtures)
        #expect(result.status == 1)
        #expect(
            result.stderr
                == "note: checked without a model: no project file (cdlgen.json or cdlgen.plist) for Fixtures/Mixed or the working "
                + "directory; pass --model, or --project to name one\nchecked 5 files: 9 errors, 4 warnings\n")
        try snapshots.assertMatches(result.stdout, named: "mixed.human.txt")
    }

    @Test func jsonOutputMatchesItsGoldenFileAndTheContract() throws {
        let result = try CDLGenProcess.run(["validate", "--format", "json", "Fixtures/Mixed"], in: Self.fixtures)
        #expect(result.status == 1)
        try snapshots.assertMatches(result.stdout, named: "mixed.json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["version", "files", "diagnostics", "summary"])
        #expect(object["version"] as? Int == 1)
        #expect(object["files"] as? Int == 5)
        let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
        for diagnostic in diagnostics {
            let keys = Set(diagnostic.keys)
            #expect(keys.isSuperset(of: ["file", "line", "column", "severity", "code", "message"]))
            #expect(keys.isSubset(of: ["file", "line", "column", "severity", "code", "message", "fixIt", "notes"]))
        }
        let summary = try #require(object["summary"] as? [String: Int])
        #expect(summary == ["errors": 9, "warnings": 4, "notes": 0])
        #expect(diagnostics.count == 13)
    }

    @Test func warningsFailOnlyWithStrict() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "EventDetailView.plist",
            "( { rowInformation = ( { rowType = CDLTableRowTypeSingleLineValueSmallLabel; attributeKeyPath = name; } ); } )")
        let relaxed = try CDLGenProcess.run(["validate", folder.path])
        #expect(relaxed.status == 0)
        #expect(relaxed.stderr == "checked 1 file: 1 warning\n")
        let strict = try CDLGenProcess.run(["validate", "--strict", folder.path])
        #expect(strict.status == 1)
    }

    @Test func aMissingPathIsAnIOFailureButTheOthersAreStillChecked() throws {
        let result = try CDLGenProcess.run(["validate", "Definitions/Tasks", "Definitions/Nowhere"])
        #expect(result.status == 2)
        #expect(result.stderr == "cdlgen: error: no such file or folder: Definitions/Nowhere\nchecked 3 files: 1 path not found\n")
        #expect(result.stdout.isEmpty)
    }

    @Test func problemsPastTheListingLimitAreCounted() throws {
        // 1005 unknown row types: 1000 listed, the other 5 in one too-many-problems, and 1005 in the counts.
        let folder = try TemporaryFolder()
        let row = #"{"rowType": "Nope", "rowLabel": "A", "attributeKeyPath": "a"}"#
        _ = try folder.write("Many.json", "[{\"rowInformation\": [" + Array(repeating: row, count: 1005).joined(separator: ",\n") + "]}]")
        let human = try CDLGenProcess.run(["validate", "--no-project", folder.path + "/Many.json"])
        #expect(human.stderr == "checked 1 file: 1005 errors\n")
        #expect(human.stdout.contains("5 more problems are not listed"))
        let json = try CDLGenProcess.run(["validate", "--no-project", "--format", "json", folder.path + "/Many.json"])
        #expect(json.stdout.contains(#""summary": {"errors": 1005, "warnings": 0, "notes": 0}"#))
        // The rules apply to the findings it stands for as to the listed ones.
        let warnings = try CDLGenProcess.run(["validate", "--no-project", "--rule", "unknown-row-type=warning", folder.path + "/Many.json"])
        #expect(warnings.status == 0)
        #expect(warnings.stderr == "checked 1 file: 1005 warnings\n")
        let off = try CDLGenProcess.run(["validate", "--no-project", "--rule", "unknown-row-type=off", folder.path + "/Many.json"])
        #expect(off.stderr == "checked 1 file: no problems\n" && off.stdout.isEmpty, "\(off.stdout)")
        let quiet = try CDLGenProcess.run(
            ["validate", "--no-project", "--quiet", "--format", "json", "--rule", "unknown-row-type=warning", folder.path + "/Many.json"])
        #expect(quiet.stdout.contains(#""summary": {"errors": 0, "warnings": 0, "notes": 0}"#))
    }

    @Test func aRunThatReadNothingDoesNotSayNoProblems() throws {
        let missing = try CDLGenProcess.run(["validate", "nosuch.plist"])
        #expect(missing.status == 2)
        #expect(missing.stderr.hasSuffix("\nchecked 0 files: 1 path not found\n"), "\(missing.stderr)")
        let folder = try TemporaryFolder()
        let pipe = folder.path + "/Pipe.plist"
        #expect(mkfifo(pipe, 0o644) == 0)
        let fifo = try CDLGenProcess.run(["validate", "--no-project", pipe])
        #expect(fifo.status == 2)
        #expect(fifo.stderr.hasSuffix("\nchecked 1 file: 1 file could not be read\n"), "\(fifo.stderr)")
    }

    @Test func badArgumentsExitWithTwo() throws {
        let unknownOption = try CDLGenProcess.run(["validate", "--bogus"])
        #expect(unknownOption.status == 2)
        #expect(unknownOption.stderr.contains("Unknown option '--bogus'"))
        let badFormat = try CDLGenProcess.run(["validate", "--format", "xml", "Definitions"])
        #expect(badFormat.status == 2)
        let badDepth = try CDLGenProcess.run(["validate", "--max-depth", "0", "Definitions"])
        #expect(badDepth.status == 2)
    }

    @Test func aFIFOIsRefusedWithoutBlocking() throws {
        let folder = try TemporaryFolder()
        let fifo = folder.url.appendingPathComponent("Pipe.plist").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let result = try CDLGenProcess.run(["validate", fifo])
        #expect(result.status == 2)
        #expect(result.stderr.contains("not a regular file"))
    }

    @Test(.requires(.script)) func colourOnATerminalUnlessNoColorIsSet() throws {
        let script = try RequiredTool.script.url()
        let command = "\(CDLGenProcess.binary.path) validate Fixtures/Mixed/EventListView.json"
        let coloured = try CDLGenProcess.run(executable: script, ["-qec", command, "/dev/null"], in: Self.fixtures, environment: [:])
        #expect(coloured.stdout.contains("\u{1B}[1;31merror:"))
        let plain = try CDLGenProcess.run(
            executable: script, ["-qec", command, "/dev/null"], in: Self.fixtures, environment: ["NO_COLOR": "1"])
        #expect(!plain.stdout.contains("\u{1B}["))
        #expect(plain.stdout.contains("error:"))
    }
}
