import CDLGenTestSupport
import Foundation
import Testing

/// The project file and the model options, end to end, on a copy of the sample project with one key
/// path broken (`details` → `detials` in the Events detail view).
@Suite struct ProjectFileCommandTests {
    static func brokenCopy() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        let copy = folder.url.appendingPathComponent("Definitions")
        try FileManager.default.copyItem(at: CDLGenProcess.packageRoot.appendingPathComponent("Definitions"), to: copy)
        let file = copy.appendingPathComponent("Events/EventDetailView.plist")
        let text = try String(contentsOf: file, encoding: .utf8)
        try text.replacingOccurrences(of: "attributeKeyPath = details;", with: "attributeKeyPath = detials;")
            .write(to: file, atomically: true, encoding: .utf8)
        return folder
    }

    @Test func theProjectFileIsFoundFromASubfolderAndItsModelApplied() throws {
        let folder = try Self.brokenCopy()
        let result = try CDLGenProcess.run(["validate"], in: folder.url.appendingPathComponent("Definitions/Tasks"))
        #expect(result.status == 1)
        #expect(
            result.stdout.hasPrefix(
                "../Events/EventDetailView.plist:40:24: error: 'Event' has no attribute or relationship 'detials'; did you mean 'details'? [unknown-attribute]\n"
            ))
        #expect(result.stderr == "checked 9 files: 1 error\n")
    }

    @Test func namingTheFolderUsesItsProjectFile() throws {
        let folder = try Self.brokenCopy()
        let result = try CDLGenProcess.run(["validate", "Definitions", "--format", "json"], in: folder.url)
        #expect(result.status == 1)
        #expect(
            result.stdout.contains(
                #""file": "Definitions/Events/EventDetailView.plist", "line": 40, "column": 24, "severity": "error", "code": "unknown-attribute""#
            ))
    }

    @Test func noProjectMeansNoModel() throws {
        let folder = try Self.brokenCopy()
        let result = try CDLGenProcess.run(["validate", "--no-project", "Definitions"], in: folder.url)
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "checked 9 files: no problems\n")
    }

    @Test func modelOnTheCommandLineOverridesTheProjectFile() throws {
        let folder = try Self.brokenCopy()
        try folder.write(
            "Other.xcdatamodel/contents",
            """
            <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
            <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0">
                <entity name="Event" representedClassName="Event" syncable="YES">
                    <attribute name="detials" optional="YES" attributeType="String"/>
                </entity>
            </model>
            """)
        let result = try CDLGenProcess.run(
            ["validate", "Definitions/Events/EventDetailView.plist", "--model", "Other.xcdatamodel", "--format", "json"], in: folder.url)
        #expect(result.status == 1)
        #expect(!result.stdout.contains("relationship 'detials'"))  // The definition's typo is an attribute of this model.
        // The samples beside the definitions are checked against it too.
        #expect(
            result.stdout.contains(
                #""file": "Definitions/Samples/Event.json", "line": 7, "column": 5, "severity": "warning", "code": "sample-unknown-key""#))
        #expect(result.stdout.contains("'Event' has no attribute or relationship 'name'"))
    }

    @Test func aBrokenModelIsOneModelErrorAndTheRunGoesOn() throws {
        let folder = try Self.brokenCopy()
        try folder.write("Definitions/Model.xcdatamodeld/Model.xcdatamodel/contents", "<model><entity name=\"Event\"></model>\n")
        let result = try CDLGenProcess.run(["validate", "Definitions"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stdout.contains("Definitions/Model.xcdatamodeld/Model.xcdatamodel/contents:1:"))
        #expect(result.stdout.contains("[model-error]"))
        #expect(result.stderr == "checked 9 files: 1 error\n")
    }

    @Test func aMissingModelIsReportedAtTheProjectFile() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "Definitions/EventDetailView.plist",
            "( { rowInformation = ( { rowType = CDLTableRowTypeSingleLineValueNoLabel; attributeKeyPath = name; rowLabel = Name; }, ); }, )\n"
        )
        try folder.write("cdlgen.json", "{\n  \"definitions\": \"Definitions\",\n  \"model\": \"Missing.xcdatamodeld\"\n}\n")
        let result = try CDLGenProcess.run(["validate"], in: folder.url)
        #expect(result.status == 1)
        #expect(
            result.stdout.hasPrefix(
                "cdlgen.json:3:12: error: no Core Data model at this path [model-error]\n  \"model\": \"Missing.xcdatamodeld\"\n"))
    }

    /// A project file that does not parse: every command that looks for it shows the syntax error at its
    /// position and stops with 1, whether or not a `Definitions` folder is there to fall back on.
    @Test(arguments: [
        ["validate"], ["validate", "--format", "json"], ["preview", "-o", "Site"], ["render", "Defs/EventDetailView.plist"],
        ["init", "--entity", "Event"],
    ])
    func aBrokenProjectFileIsASyntaxErrorInEveryCommand(_ arguments: [String]) throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "Defs/EventDetailView.plist",
            "( { rowInformation = ( { rowType = CDLTableRowTypeSingleLineValueNoLabel; attributeKeyPath = name; rowLabel = Name; }, ); }, )\n"
        )
        try folder.write("cdlgen.json", "{\"model\": \"Model.xcdatamodel\",\n \"definitions\": [Defs\"]}\n")
        let result = try CDLGenProcess.run(arguments, in: folder.url)
        #expect(result.status == 1, "\(result.stderr)")
        let output = result.stdout + result.stderr
        #expect(
            output.contains("cdlgen.json:2:18: error: expected a value, found 'Defs'; text in JSON must be in double quotes [syntax-error]")
                || output.contains(#"{"file": "cdlgen.json", "line": 2, "column": 18, "severity": "error", "code": "syntax-error""#),
            "\(output)")
        #expect(!output.contains("no project file"))
        #expect(!output.contains("no model"))
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/Site"))
    }

    /// A model whose contents are not XML says so where they start, not libxml2's "document is empty"
    /// (issue 38, item 5).
    @Test func aModelThatIsNotXMLSaysSo() throws {
        let folder = try TemporaryFolder()
        _ = try folder.write("Model.xcdatamodel/contents", "this is { not xml")
        _ = try folder.write(
            "Defs/EventDetailView.plist",
            "( { rowInformation = ( { rowType = CDLTableRowTypeSingleLineValueNoLabel; rowLabel = Name; attributeKeyPath = name; } ); } )")
        let result = try CDLGenProcess.run(["validate", "--no-project", "Defs", "--model", "Model.xcdatamodel"], in: folder.url)
        #expect(result.status == 1)
        #expect(
            result.stdout.hasPrefix(
                "Model.xcdatamodel/contents:1:1: error: not an XML model: expected '<' (as in <?xml …?> or <model>), found 't' [model-error]"
            ),
            "\(result.stdout)")
        #expect(!result.stdout.contains("document is empty"))
    }

    /// A `--model` that does not exist is a path the user named: exit 2 with its name, in every command.
    @Test(arguments: [
        ["validate", "Definitions"], ["preview", "Definitions", "-o", "/dev/null/Site"],
        ["render", "Definitions/Events/EventDetailView.plist"],
        ["init", "--entity", "Event"],
    ])
    func aMissingModelOptionIsAUsageFailureInEveryCommand(_ arguments: [String]) throws {
        let result = try CDLGenProcess.run(arguments + ["--model", "NoSuch.xcdatamodeld"])
        #expect(result.status == 2, "\(result.stdout)")
        #expect(result.stderr.contains("no such file or folder: NoSuch.xcdatamodeld"), "\(result.stderr)")
        #expect(result.stderr.contains("Usage: cdlgen \(arguments[0]) "), "the subcommand's usage, not the root's")
    }

    /// Sample data is checked against the model where previews use it, and `validate` and `preview` agree.
    @Test func sampleDataIsCheckedByValidateAndPreviewAlike() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.copyItem(
            at: CDLGenProcess.packageRoot.appendingPathComponent("Definitions"), to: folder.url.appendingPathComponent("Definitions"))
        let samples = folder.url.appendingPathComponent("Definitions/Samples/Event.json")
        let text = try String(contentsOf: samples, encoding: .utf8)
        try text.replacingOccurrences(of: #""eventDate": "2026-11-28T09:00:00Z""#, with: #""eventDate": "next Thursday""#)
            .replacingOccurrences(of: #""details": "Talks on"#, with: #""detials": "Talks on"#)
            .write(to: samples, atomically: true, encoding: .utf8)
        let validate = try CDLGenProcess.run(["validate"], in: folder.url)
        #expect(validate.status == 1)
        #expect(validate.stdout.contains("Samples/Event.json:7:5: warning: 'Event' has no attribute or relationship 'detials'"))
        #expect(validate.stdout.contains("Samples/Event.json:11:18: error: 'Event.eventDate': 'next Thursday' is not a date"))
        #expect(validate.stderr == "checked 9 files: 1 error, 1 warning\n")
        let preview = try CDLGenProcess.run(["preview", "-o", "Site"], in: folder.url)
        #expect(preview.status == 0)
        #expect(preview.stdout.hasSuffix("(1 error, 1 warning)\n"), "\(preview.stdout)")
    }

    @Test func anUnknownEntityOptionIsAUsageError() throws {
        let result = try CDLGenProcess.run(["validate", "Definitions", "--entity", "Evnt"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--entity: the model has no entity 'Evnt'; did you mean 'Event'?"))
    }

    @Test func theSamplesFolderOfTheProjectFileIsNotSearchedForDefinitions() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "Views/EventDetailView.json",
            #"[{"rowInformation": [{"rowType": "CDLTableRowTypeSingleLineValueNoLabel", "attributeKeyPath": "name", "rowLabel": "Name"}]}]"#
        )
        try folder.write("Views/Data/Event.json", #"{"name": "Launch"}"#)
        try folder.write("cdlgen.json", #"{"definitions": "Views", "samples": "Views/Data"}"#)
        let result = try CDLGenProcess.run(["validate"], in: folder.url)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "checked 1 file: no problems\n")
        let without = try CDLGenProcess.run(["validate", "--no-project", "Views"], in: folder.url)
        #expect(without.stdout.contains("Views/Data/Event.json:1:1: error:"))
    }

    @Test func strictAndRulesComeFromTheProjectFileAndStrictCanBeTurnedOff() throws {
        let folder = try TemporaryFolder()
        // An unknown key (a warning) and an empty section (a warning).
        try folder.write(
            "Definitions/EventDetailView.plist",
            "( { rowInformation = ( { rowType = CDLTableRowTypeSingleLineValueNoLabel; attributeKeyPath = name; colour = red; rowLabel = Name; }, ); }, { rowInformation = (); }, )\n"
        )
        try folder.write("cdlgen.json", #"{"definitions": "Definitions", "strict": true, "rules": {"empty-section": "off"}}"#)
        let strict = try CDLGenProcess.run(["validate"], in: folder.url)
        #expect(strict.status == 1)
        #expect(strict.stderr == "checked 1 file: 1 warning\n")
        #expect(!strict.stdout.contains("[empty-section]"))
        let lenient = try CDLGenProcess.run(["validate", "--no-strict"], in: folder.url)
        #expect(lenient.status == 0)
    }
}
