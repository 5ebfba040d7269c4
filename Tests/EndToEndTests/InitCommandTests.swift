import CDLGenTestSupport
import Foundation
import Testing

@Suite struct InitCommandTests {
    /// The sample app's model, in `Definitions/`.
    static let sampleApp = CDLGenProcess.packageRoot.appendingPathComponent("Definitions/Model.xcdatamodeld").path

    @Test(arguments: ["xml", "json", "openstep"])
    func eachFormatMatchesItsGoldenFile(format: String) throws {
        let result = try CDLGenProcess.run(["init", "--model", Self.sampleApp, "--entity", "Widget", "--to", format])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        try snapshots.assertMatches(result.stdout, named: "init.Widget.\(format)")
    }

    @Test func withoutModelItTakesTheProjectFiles() throws {
        let fromRoot = try CDLGenProcess.run(["init", "--entity", "Event", "--to", "xml"])
        let fromSubfolder = try CDLGenProcess.run(
            ["init", "--entity", "Event", "--to", "xml"], in: CDLGenProcess.packageRoot.appendingPathComponent("Definitions/Tasks"))
        let explicit = try CDLGenProcess.run(["init", "--model", Self.sampleApp, "--entity", "Event", "--to", "xml"])
        #expect(fromRoot.status == 0 && fromSubfolder.status == 0)
        #expect(fromRoot.stdout == explicit.stdout && fromSubfolder.stdout == explicit.stdout)
        let none = try CDLGenProcess.run(["init", "--entity", "Event"], in: FileManager.default.temporaryDirectory)
        #expect(none.status == 2)
        #expect(none.stderr.contains("no model: pass --model"))
    }

    @Test func theWrittenFileValidatesClean() throws {
        let folder = try TemporaryFolder()
        for (entity, file) in [("Widget", "WidgetDetailView.plist"), ("Task", "TaskDetailView.json"), ("Event", "EventDetailView.plist")] {
            let written = try CDLGenProcess.run(["init", "--model", Self.sampleApp, "--entity", entity, "-o", folder.path + "/" + file])
            #expect(written.status == 0)
            #expect(written.stdout.isEmpty)
        }
        let validated = try CDLGenProcess.run(["validate", folder.path, "--model", Self.sampleApp])
        #expect(validated.stdout.isEmpty)
        #expect(validated.stderr == "checked 3 files: no problems\n")
        #expect(validated.status == 0)
    }

    @Test func theFormatFollowsTheOutputFilesExtensionUnlessToSaysOtherwise() throws {
        let folder = try TemporaryFolder()
        // Bare file names: the temporary file goes beside them, in the working directory.
        for arguments in [["-o", "A.json"], ["-o", "B.plist"], ["-o", "C.plist", "--to", "openstep"]] {
            let result = try CDLGenProcess.run(["init", "--model", Self.sampleApp, "--entity", "Event"] + arguments, in: folder.url)
            #expect(result.status == 0)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["A.json", "B.plist", "C.plist"])
        #expect(try String(contentsOfFile: folder.path + "/A.json", encoding: .utf8).hasPrefix("[\n  {\n    \"sectionTitle\": \"Event\""))
        #expect(try String(contentsOfFile: folder.path + "/B.plist", encoding: .utf8).hasPrefix("<?xml"))
        #expect(try String(contentsOfFile: folder.path + "/C.plist", encoding: .utf8).hasPrefix("(\n\t{\n\t\tsectionTitle = Event;"))
    }

    @Test func anExistingFileIsReplacedOnlyWithForce() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("EventDetailView.plist", "hand-edited")
        let refused = try CDLGenProcess.run(["init", "--model", Self.sampleApp, "--entity", "Event", "-o", path])
        #expect(refused.status == 2)
        #expect(refused.stderr == "cdlgen: error: cannot write \(path): the file exists (--force replaces it)\n")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "hand-edited")
        let forced = try CDLGenProcess.run(["init", "--model", Self.sampleApp, "--entity", "Event", "-o", path, "--force"])
        #expect(forced.status == 0)
        #expect(try String(contentsOfFile: path, encoding: .utf8).hasPrefix("<?xml"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["EventDetailView.plist"])
    }

    @Test func aFailedWriteLeavesNoFile() throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/Missing/EventDetailView.plist"
        let result = try CDLGenProcess.run(["init", "--model", Self.sampleApp, "--entity", "Event", "-o", path])
        #expect(result.status == 2)
        #expect(result.stderr == "cdlgen: error: cannot write \(path): no such file or directory\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func anUnknownEntityIsAUsageErrorWithASuggestion() throws {
        let result = try CDLGenProcess.run(["init", "--model", Self.sampleApp, "--entity", "Evnt"])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("Error: the model has no entity 'Evnt'; did you mean 'Event'?\n"))
    }

    @Test func aMissingModelIsAUsageError() throws {
        let result = try CDLGenProcess.run(["init", "--model", "Nowhere.xcdatamodeld", "--entity", "Event"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("Error: no such file or folder: Nowhere.xcdatamodeld\n"))
    }

    @Test func aBrokenModelPrintsItsModelErrorLikeValidate() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "Broken.xcdatamodel/contents",
            """
            <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
            <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0">
                <entity name="Event" parentEntity="Nothing" syncable="YES">
                    <attribute name="name" optional="YES" attributeType="String"/>
                </entity>
            </model>
            """)
        let result = try CDLGenProcess.run(["init", "--model", "Broken.xcdatamodel", "--entity", "Event"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr == """
                Broken.xcdatamodel/contents:3:5: error: the parent entity 'Nothing' of 'Event' is not in the model [model-error]
                    <entity name="Event" parentEntity="Nothing" syncable="YES">
                    ^

                """)
    }

    @Test func propertiesLeftOutAreNamedOnStandardError() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "Model.xcdatamodel/contents",
            """
            <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
            <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0">
                <entity name="Photo" representedClassName="Photo" syncable="YES">
                    <attribute name="caption" optional="YES" attributeType="String"/>
                    <attribute name="image" optional="YES" attributeType="Binary"/>
                    <attribute name="filter" optional="YES" attributeType="Transformable"/>
                </entity>
                <entity name="Blob" representedClassName="Blob" syncable="YES">
                    <attribute name="bytes" optional="YES" attributeType="Binary"/>
                </entity>
            </model>
            """)
        let photo = try CDLGenProcess.run(["init", "--model", "Model.xcdatamodel", "--entity", "Photo", "--to", "json"], in: folder.url)
        #expect(photo.status == 0)
        #expect(
            photo.stderr == """
                cdlgen: note: left out Photo.image: no row type shows Binary data
                cdlgen: note: left out Photo.filter: no row type shows a Transformable value

                """)
        #expect(photo.stdout.contains("\"attributeKeyPath\": \"caption\""))

        let blob = try CDLGenProcess.run(["init", "--model", "Model.xcdatamodel", "--entity", "Blob"], in: folder.url)
        #expect(blob.status == 1)
        #expect(blob.stdout.isEmpty)
        #expect(
            blob.stderr == """
                cdlgen: note: left out Blob.bytes: no row type shows Binary data
                cdlgen: error: 'Blob' has no attribute or relationship that a row can show

                """)
    }
}
