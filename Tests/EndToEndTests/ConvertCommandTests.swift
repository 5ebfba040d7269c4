import CDLGenTestSupport
import Foundation
import PlistLoader
import Testing

@Suite struct ConvertCommandTests {
    static let root = CDLGenProcess.packageRoot
    static let model = root.appendingPathComponent("Definitions/Model.xcdatamodeld").path

    /// Each readable input: the sample app's folders (OpenStep, XML, JSON), two of its definitions as binary
    /// property lists (written by plutil), and OpenStep definitions full of findings that mean the same in
    /// every format.
    static let inputFolders = [
        "Definitions/Events", "Definitions/Widgets", "Definitions/Tasks", "Tests/EndToEndTests/Fixtures/Binary",
        "Tests/EndToEndTests/Fixtures/Convert",
    ]

    // MARK: Every format from every input

    @Test(arguments: inputFolders, ["xml", "json", "openstep"])
    func eachInputConvertsToEachTextFormatAndValidatesTheSame(folder: String, format: String) throws {
        try checkConversion(of: folder, to: format)
    }

    @Test(arguments: inputFolders)
    func eachInputConvertsToBinaryAndValidatesTheSame(folder: String) throws {
        try checkConversion(of: folder, to: "binary")
    }

    /// Converts every file of `folder` into a new folder, and checks each output's name and format, that
    /// `validate` finds exactly what it finds in the originals (positions aside), and, between formats
    /// with the same types, that the values are equal.
    private func checkConversion(of folder: String, to format: String) throws {
        let output = try TemporaryFolder()
        let inputs = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent(folder).path).sorted()
        let result = try CDLGenProcess.run(["convert"] + inputs.map { folder + "/" + $0 } + ["--to", format, "-o", output.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.isEmpty)

        let expectedFormat = try #require(PlistFormat(rawValue: format))
        let expectedNames = inputs.map { ($0 as NSString).deletingPathExtension + (format == "json" ? ".json" : ".plist") }
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.path).sorted() == expectedNames.sorted())
        for (input, name) in zip(inputs, expectedNames) {
            let original = try Self.load(Self.root.appendingPathComponent(folder + "/" + input).path)
            let converted = try Self.load(output.path + "/" + name)
            #expect(converted.format == expectedFormat, "\(name)")
            if original.format != .openStep && expectedFormat != .openStep {
                #expect(converted.root == original.root, "\(name)")
            }
        }
        let originalFindings = try Self.findings(Self.root.appendingPathComponent(folder).path)
        #expect(try Self.findings(output.path) == originalFindings)
    }

    // MARK: Standard output

    @Test(arguments: ["xml", "json", "openstep"])
    func oneFileWithoutOutputGoesToStandardOutput(format: String) throws {
        let result = try CDLGenProcess.run(["convert", "Definitions/Widgets/WidgetTypeDetailView.plist", "--to", format])
        #expect(result.status == 0)
        let converted = try PlistLoader().load(Array(result.stdout.utf8))
        #expect(converted.format == PlistFormat(rawValue: format))
        let original = try Self.load(Self.root.appendingPathComponent("Definitions/Widgets/WidgetTypeDetailView.plist").path)
        if format == "openstep" {
            #expect(result.stderr.contains("[conversion-loss]"))
        } else {
            #expect(converted.root == original.root)
            #expect(result.stderr.isEmpty)
        }
    }

    @Test
    func binaryGoesToStandardOutputWhenItIsNotATerminal() throws {
        let output = try TemporaryFolder()
        let command =
            "'\(CDLGenProcess.binary.path)' convert Definitions/Tasks/TaskDetailView.json --to binary > '\(output.path)/Task.plist'"
        let result = try CDLGenProcess.run(executable: URL(fileURLWithPath: "/bin/sh"), ["-c", command], in: Self.root, environment: [:])
        #expect(result.status == 0)
        let converted = try Self.load(output.path + "/Task.plist")
        #expect(converted.format == .binary)
        #expect(converted.root == (try Self.load(Self.root.appendingPathComponent("Definitions/Tasks/TaskDetailView.json").path)).root)
    }

    /// `script` runs cdlgen with its standard output on a pseudo-terminal.
    @Test(.requires(.script))
    func binaryIsNotWrittenToATerminal() throws {
        func onATerminal(_ format: String) throws -> CDLGenProcess.Result {
            let command = "'\(CDLGenProcess.binary.path)' convert Definitions/Tasks/TaskDetailView.json --to \(format)"
            return try CDLGenProcess.run(
                executable: try RequiredTool.script.url(), ["-qec", command, "/dev/null"], in: Self.root,
                environment: ["NO_COLOR": "1"])
        }
        let binary = try onATerminal("binary")
        #expect(binary.status == 2)
        #expect(
            binary.stdout.contains("Error: binary output is not written to a terminal: name a file with -o, or redirect standard output"))
        let xml = try onATerminal("xml")
        #expect(xml.status == 0)
        #expect(xml.stdout.contains("<plist version=\"1.0\">"))
    }

    // MARK: Losses and errors

    @Test func lossesAreWarningsAtTheirPositions() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "Sample.plist",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>created</key>
            \t<date>2026-01-10T09:30:00Z</date>
            \t<key>icon</key>
            \t<data>AAEC</data>
            </dict>
            </plist>

            """)
        let result = try CDLGenProcess.run(["convert", "Sample.plist", "--to", "json", "-o", "Sample.json"], in: folder.url)
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr == """
                Sample.plist:6:2: warning: the date at created is written as an ISO-8601 string [conversion-loss]
                \t<date>2026-01-10T09:30:00Z</date>
                \t^
                Sample.plist:8:2: warning: the data at icon is written as a base64 string [conversion-loss]
                \t<data>AAEC</data>
                \t^

                """)
        #expect(
            try String(contentsOfFile: folder.path + "/Sample.json", encoding: .utf8)
                == "{\n  \"created\": \"2026-01-10T09:30:00Z\",\n  \"icon\": \"AAEC\"\n}\n")
    }

    @Test func commentsAreReportedAsDroppedAtTheFirstAndInTheSummary() throws {
        let folder = try TemporaryFolder()
        try folder.write("Commented.plist", "{\n\tname = Widget; // the entity's name\n\t/* more */ kind = A;\n}\n")
        try folder.write("Plain.plist", "{ name = Widget; }\n")
        let result = try CDLGenProcess.run(["convert", "Commented.plist", "Plain.plist", "--to", "json", "--in-place"], in: folder.url)
        #expect(result.status == 0)
        #expect(
            result.stderr == """
                Commented.plist:2:17: warning: the file's comments are dropped: a converted file has none; this is the first [conversion-loss]
                \tname = Widget; // the entity's name
                \t               ^
                converted 2 of 2 files to JSON in place; the comments of 1 file are dropped

                """)
        // Rewriting OpenStep as OpenStep drops them too: the writer writes the values afresh.
        try folder.write("Again.plist", "// note\n{ a = b; }\n")
        let again = try CDLGenProcess.run(["convert", "Again.plist", "--to", "openstep"], in: folder.url)
        #expect(again.stderr.hasPrefix("Again.plist:1:1: warning: the file's comments are dropped"))
        let none = try CDLGenProcess.run(["convert", "Plain.plist", "--to", "openstep"], in: folder.url)
        #expect(none.stderr.isEmpty)
    }

    /// Python's own keyed archive: binary → binary and binary → XML → binary keep its UIDs (plistlib
    /// reads each as the archive; XML holds them as CoreFoundation writes them, `{CF$UID = n}`
    /// dictionaries, which plistlib reads as dictionaries and cdlgen, as CoreFoundation, as UIDs); JSON
    /// writes them as such dictionaries with a warning.
    @Test(.requires(.python(["plistlib"]))) func keyedArchivesKeepTheirUIDs() throws {
        let python = try RequiredTool.python(["plistlib"]).url()
        let folder = try TemporaryFolder()
        let script = CDLGenProcess.packageRoot.appendingPathComponent("Tests/Peers/keyed_archive.py").path
        let write = try CDLGenProcess.run(executable: python, [script, "write", "Archive.plist"], in: folder.url, environment: [:])
        try #require(write.status == 0, "\(write.stderr)")
        for arguments in [
            ["Archive.plist", "--to", "binary", "-o", "Binary.plist"], ["Archive.plist", "--to", "xml", "-o", "XML.plist"],
            ["XML.plist", "--to", "binary", "-o", "Again.plist"],
        ] {
            let converted = try CDLGenProcess.run(["convert"] + arguments, in: folder.url)
            #expect(converted.status == 0 && converted.stderr.isEmpty, "\(arguments): \(converted.stderr)")
        }
        let same = try CDLGenProcess.run(
            executable: python, [script, "same", "Binary.plist", "Again.plist"], in: folder.url, environment: [:])
        #expect(same.status == 0, "\(same.stderr)")
        #expect(
            try String(contentsOf: folder.url.appendingPathComponent("XML.plist"), encoding: .utf8).contains(
                "\t\t\t<key>$class</key>\n\t\t\t<dict>\n\t\t\t\t<key>CF$UID</key>\n\t\t\t\t<integer>2</integer>\n\t\t\t</dict>\n"))
        let json = try CDLGenProcess.run(["convert", "Archive.plist", "--to", "json"], in: folder.url)
        #expect(json.stdout.contains(#""$class": {"CF$UID": 2}"#), "\(json.stdout)")
        #expect(
            json.stderr.contains(
                #"warning: the UID at ["$objects"][1]["$class"] is written as the dictionary {CF$UID = n} [conversion-loss]"#),
            "\(json.stderr)")
    }

    @Test func lossesInABinaryFileAreAtByteOffsets() throws {
        let path = "Tests/EndToEndTests/Fixtures/Binary/WidgetListView.plist"
        let result = try CDLGenProcess.run(["convert", path, "--to", "openstep"])
        #expect(result.status == 0)
        let root = try #require(try Self.load(Self.root.appendingPathComponent(path).path).root.dictionary)
        let booleans = root.entries.filter { if case .boolean = $0.value.value { true } else { false } }
        #expect(booleans.count == 3)
        let expected = booleans.map { (offset: $0.value.position.offset!, key: $0.key) }.sorted {
            ($0.offset, $0.key) < ($1.offset, $1.key)
        }
        #expect(
            result.stderr
                == expected.map {
                    "\(path):offset \($0.offset): warning: the boolean at \($0.key) is written as the string YES or NO [conversion-loss]\n"
                }.joined())
    }

    @Test func anUnrepresentableValueIsAnErrorAtItsPositionAndNothingIsWritten() throws {
        let folder = try TemporaryFolder()
        try folder.write("Control.plist", "(\n\tplain,\n\t\"a\\001b\",\n)\n")
        let result = try CDLGenProcess.run(["convert", "Control.plist", "--to", "xml", "-o", "Control.xml.plist"], in: folder.url)
        #expect(result.status == 1)
        #expect(
            result.stderr == """
                Control.plist:3:2: error: XML cannot hold the character U+0001; write JSON or OpenStep instead (at [1]) [conversion-error]
                \t"a\\001b",
                \t^

                """)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["Control.plist"])
    }

    @Test func aFileThatDoesNotParseIsLeftUntouchedWithValidatesDiagnostic() throws {
        let folder = try TemporaryFolder()
        let broken = try Data(contentsOf: CDLGenProcess.testsFolder.appendingPathComponent("Fixtures/Mixed/WidgetDetailView.plist"))
        try folder.write("Broken.plist", broken)
        try folder.write("Good.plist", try Data(contentsOf: Self.root.appendingPathComponent("Definitions/Events/EventDetailView.plist")))
        let result = try CDLGenProcess.run(["convert", "Broken.plist", "Good.plist", "--to", "json", "--in-place"], in: folder.url)
        #expect(result.status == 1)
        let validated = try CDLGenProcess.run(["validate", "--no-project", "Broken.plist"], in: folder.url)
        #expect(validated.stderr == "checked 1 file: 1 error\n")
        // Validate's diagnostic, then Good.plist's dropped comments, then the count.
        #expect(result.stderr.hasPrefix(validated.stdout))
        #expect(result.stderr.contains("Broken.plist:18:1: error: </dict> does not close <array>"))
        #expect(result.stderr.hasSuffix("\nconverted 1 of 2 files to JSON in place; the comments of 1 file are dropped\n"))
        #expect(try Data(contentsOf: folder.url.appendingPathComponent("Broken.plist")) == broken)
        #expect(try Self.load(folder.path + "/Good.plist").format == .json)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["Broken.plist", "Good.plist"])
    }

    @Test func limitsApplyAsInValidate() throws {
        let result = try CDLGenProcess.run(["convert", "Definitions/Events/EventDetailView.plist", "--to", "json", "--max-depth", "2"])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("[syntax-error]"))
    }

    @Test func aMissingFileExitsWith2AndTheOthersAreStillConverted() throws {
        let folder = try TemporaryFolder()
        try folder.write("Broken.plist", "( { rowInformation = ( ); }")
        try folder.write("Good.json", try Data(contentsOf: Self.root.appendingPathComponent("Definitions/Tasks/TaskDetailView.json")))
        let result = try CDLGenProcess.run(
            ["convert", "Missing.plist", "Broken.plist", "Good.json", "--to", "xml", "--in-place"], in: folder.url)
        #expect(result.status == 2)  // The worst: an I/O failure over a file that does not parse.
        #expect(result.stderr.hasPrefix("Missing.plist: error: cannot open the file: No such file or directory\nBroken.plist:1:"))
        #expect(result.stderr.contains("[syntax-error]"))
        #expect(try Self.load(folder.path + "/Good.json").format == .xml)
        #expect(try String(contentsOfFile: folder.path + "/Broken.plist", encoding: .utf8) == "( { rowInformation = ( ); }")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["Broken.plist", "Good.json"])
    }

    // MARK: Where the output goes

    @Test func inPlaceKeepsPermissionsAndSymbolicLinks() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write(
            "TaskDetailView.json", try Data(contentsOf: Self.root.appendingPathComponent("Definitions/Tasks/TaskDetailView.json")))
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: file)
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/Link.json", withDestinationPath: "TaskDetailView.json")
        let result = try CDLGenProcess.run(["convert", "Link.json", "--to", "xml", "--in-place"], in: folder.url)
        #expect(result.status == 0)
        #expect(result.stderr == "converted 1 of 1 file to XML property list in place\n")
        #expect(try Self.load(file).format == .xml)
        #expect(try FileManager.default.attributesOfItem(atPath: file)[.posixPermissions] as? Int == 0o640)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.path + "/Link.json") == "TaskDetailView.json")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["Link.json", "TaskDetailView.json"])

        let again = try CDLGenProcess.run(["convert", "TaskDetailView.json", "--to", "json", "--in-place"], in: folder.url)
        #expect(again.status == 0)
        #expect(try Self.load(file).format == .json)
        #expect(try FileManager.default.attributesOfItem(atPath: file)[.posixPermissions] as? Int == 0o640)
    }

    @Test func writingAFileOntoItselfIsConvertingItInPlace() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write(
            "EventDetailView.plist", try Data(contentsOf: Self.root.appendingPathComponent("Definitions/Events/EventDetailView.plist")))
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file)
        let result = try CDLGenProcess.run(
            ["convert", "EventDetailView.plist", "--to", "xml", "-o", "./EventDetailView.plist"], in: folder.url)
        #expect(result.status == 0)
        #expect(try Self.load(file).format == .xml)
        #expect(try FileManager.default.attributesOfItem(atPath: file)[.posixPermissions] as? Int == 0o600)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["EventDetailView.plist"])
    }

    @Test func namesInAFolderTakeTheFormatsExtensionAndKeepOtherNames() throws {
        let input = try TemporaryFolder(), output = try TemporaryFolder()
        try input.write("Notes.txt", "( a, b )")
        try input.write("Task.JSON", "[\"a\"]")
        try input.write("Widget.plist", "( c )")
        let result = try CDLGenProcess.run(
            ["convert", "Notes.txt", "Task.JSON", "Widget.plist", "--to", "json", "-o", output.path], in: input.url)
        #expect(result.status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.path).sorted() == ["Notes.txt", "Task.json", "Widget.json"])
        #expect(try String(contentsOfFile: output.path + "/Notes.txt", encoding: .utf8) == "[\n  \"a\",\n  \"b\"\n]\n")
    }

    @Test func openStepBooleansOfADefinitionBecomeBooleansAndOtherStringsStay() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "EventTypeDetailView.plist",
            """
            ( { rowInformation = (
                { rowType = CDLTableRowTypeSingleLineValueSmallLabel; rowLabel = YES; attributeKeyPath = name; },
                { rowType = CDLTableRowTypeToManyRelationship; rowLabel = Event; attributeKeyPath = events.name;
                  showAddNewObject = YES; showAddExistingObjects = false; showAddSomething = NO; },
            ); } )
            """)
        let result = try CDLGenProcess.run(["convert", "EventTypeDetailView.plist", "--to", "json"], in: folder.url)
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(result.stdout.contains("\"rowLabel\": \"YES\""))
        #expect(result.stdout.contains("\"showAddNewObject\": true"))
        #expect(result.stdout.contains("\"showAddExistingObjects\": false"))
        #expect(result.stdout.contains("\"showAddSomething\": \"NO\""))

        let listView = try CDLGenProcess.run(["convert", "Definitions/Events/EventListView.plist", "--to", "xml"])
        #expect(listView.stdout.contains("<key>sectionIndexTitlesEnabled</key>\n\t<false/>"))
    }

    @Test func anOutputThatCannotBeWrittenExitsWith2AndLeavesNoFile() throws {
        let folder = try TemporaryFolder()
        try folder.write("NotAFolder", "")
        for output in ["Missing/Task.plist", "NotAFolder/Task.plist"] {
            let result = try CDLGenProcess.run(
                ["convert", Self.root.appendingPathComponent("Definitions/Tasks/TaskDetailView.json").path, "--to", "xml", "-o", output],
                in: folder.url)
            #expect(result.status == 2)
            let reason = output.hasPrefix("Missing") ? "no such file or directory" : "not a directory"
            #expect(result.stderr == "cdlgen: error: cannot write \(output): \(reason)\n")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["NotAFolder"])
    }

    // MARK: Usage errors

    @Test func outputAndInPlaceTogetherIsAUsageError() throws {
        let folder = try TemporaryFolder()
        try folder.write("A.plist", "( a )")
        let result = try CDLGenProcess.run(["convert", "A.plist", "--to", "xml", "-o", "B.plist", "--in-place"], in: folder.url)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("Error: -o and --in-place cannot be used together\nUsage: cdlgen convert"))
        #expect(try String(contentsOfFile: folder.path + "/A.plist", encoding: .utf8) == "( a )")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["A.plist"])
    }

    @Test func severalFilesNeedInPlaceOrAFolder() throws {
        let folder = try TemporaryFolder()
        try folder.write("A.plist", "( a )")
        try folder.write("B.plist", "( b )")
        let toStandardOutput = try CDLGenProcess.run(["convert", "A.plist", "B.plist", "--to", "xml"], in: folder.url)
        #expect(toStandardOutput.status == 2)
        #expect(toStandardOutput.stdout.isEmpty)
        #expect(
            toStandardOutput.stderr.hasPrefix("Error: several files are converted into an existing folder (-o FOLDER) or with --in-place\n")
        )
        let toAFile = try CDLGenProcess.run(["convert", "A.plist", "B.plist", "--to", "xml", "-o", "C.plist"], in: folder.url)
        #expect(toAFile.status == 2)
        #expect(
            toAFile.stderr.hasPrefix(
                "Error: C.plist is not a folder: several files are converted into an existing folder (-o FOLDER) or with --in-place\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["A.plist", "B.plist"])
    }

    @Test func twoFilesWrittenToOneNameIsAUsageError() throws {
        let folder = try TemporaryFolder(), output = try TemporaryFolder()
        try folder.write("A.plist", "( a )")
        try folder.write("A.json", "[\"a\"]")
        let result = try CDLGenProcess.run(["convert", "A.plist", "A.json", "--to", "json", "-o", output.path], in: folder.url)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("Error: A.plist and A.json would both be written to \(output.path)/A.json\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.path).isEmpty)
    }

    @Test func openStepIsNotWrittenIntoAJSONFile() throws {
        let folder = try TemporaryFolder()
        try folder.write("A.json", "[\"a\"]")
        let result = try CDLGenProcess.run(["convert", "A.json", "--to", "openstep", "--in-place"], in: folder.url)
        #expect(result.status == 2)
        #expect(
            result.stderr.hasPrefix(
                "Error: A.json would hold an OpenStep property list, which cdlgen reads as JSON because of the .json extension: write it to a .plist file with -o\n"
            ))
        #expect(try String(contentsOfFile: folder.path + "/A.json", encoding: .utf8) == "[\"a\"]")
    }

    @Test func helpNamesTheCommandAndShowsExamples() throws {
        let help = try CDLGenProcess.run(["convert", "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("cdlgen convert Definitions/Events/*.plist --to xml --in-place"))
        #expect(help.stdout.contains("-o, --output <path>"))
        let overview = try CDLGenProcess.run(["--help"])
        #expect(overview.stdout.contains("  convert                 Rewrite property lists in another format"))
    }

    // MARK: Helpers

    private static func load(_ path: String) throws -> PlistDocument {
        try PlistLoader().load(contentsOf: path)
    }

    /// One diagnostic of `validate`, without its file's folder and extension or its position, which
    /// differ between formats by nature.
    struct Finding: Hashable, CustomStringConvertible {
        var file: String
        var severity: String
        var code: String
        var message: String
        var fixIt: String?

        var description: String { "\(file): \(severity): \(message) [\(code)]" + (fixIt.map { " fix-it: \($0)" } ?? "") }
    }

    /// What `validate` finds in `folder` against the sample model, with no project file.
    private static func findings(_ folder: String) throws -> [Finding] {
        let result = try CDLGenProcess.run(["validate", "--no-project", "--model", model, "--format", "json", folder])
        #expect(result.status != 2, "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
        return diagnostics.map { diagnostic in
            let file = ((diagnostic["file"] as? String ?? "") as NSString).lastPathComponent
            return Finding(
                file: (file as NSString).deletingPathExtension, severity: diagnostic["severity"] as? String ?? "",
                code: diagnostic["code"] as? String ?? "", message: diagnostic["message"] as? String ?? "",
                fixIt: diagnostic["fixIt"] as? String)
        }
        .sorted { $0.description < $1.description }
    }
}
