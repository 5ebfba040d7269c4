import CDLGenTestSupport
import Foundation
import Testing

/// `cdlgen compile`: what reaches the app bundle is exactly the definitions that pass, each as the
/// property list CDL loads, flat.
@Suite struct CompileCommandTests {
    let folder: TemporaryFolder
    var root: String { folder.path + "/Definitions" }
    var output: String { folder.path + "/Compiled" }

    init() throws {
        folder = try TemporaryFolder.withRepositoryDefinitions()
    }

    func compile(_ arguments: [String] = []) throws -> CDLGenProcess.Result {
        try CDLGenProcess.run(["compile", "Definitions", "-o", "Compiled"] + arguments, in: folder.url)
    }

    /// Every definition, whatever its format and folder, as `Compiled/NAME.plist`: a binary plist that
    /// plutil accepts and Python's plistlib reads as what cdlgen reads in its source (`convert`'s tree).
    @Test(.requires(.python(["plistlib"]))) func writesEveryDefinitionAsAFlatBinaryPlist() throws {
        let result = try compile()
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stderr == "checked 9 files: no problems\ncompiled 9 definitions into Compiled\n")
        let written = try FileManager.default.contentsOfDirectory(atPath: output).sorted()
        #expect(
            written == [
                "EventDetailView.plist", "EventListView.plist", "TaskDetailView.plist", "TaskListView.plist", "TaskStepDetailView.plist",
                "WidgetAddView-FromType.plist", "WidgetDetailView.plist", "WidgetListView.plist", "WidgetTypeDetailView.plist",
            ])
        for name in written {
            let bytes = try Data(contentsOf: URL(fileURLWithPath: output + "/" + name))
            #expect(bytes.starts(with: Array("bplist00".utf8)), "\(name)")
        }
        if let plutil = ExternalTool.path(of: "plutil") {
            let lint = try CDLGenProcess.run(
                executable: URL(fileURLWithPath: plutil), ["-lint"] + written.map { "Compiled/" + $0 }, in: folder.url, environment: [:])
            #expect(lint.status == 0, "\(lint.stdout)\(lint.stderr)")
        }
        // Each source as cdlgen reads it, in XML (convert keeps the tree, OpenStep's YES/NO as booleans),
        // against the compiled file, both read by plistlib.
        let sources = try FileManager.default.subpathsOfDirectory(atPath: root).filter { path in
            (path.hasSuffix(".plist") || path.hasSuffix(".json")) && !path.hasPrefix("Samples") && !path.contains(".xcdatamodel")
                && path != "cdlgen.json"
        }
        #expect(sources.count == 9)
        let python = try RequiredTool.python(["plistlib"]).url()
        for source in sources {
            let name = URL(fileURLWithPath: source).deletingPathExtension().lastPathComponent
            let converted = try CDLGenProcess.run(
                ["convert", "Definitions/" + source, "--to", "xml", "-o", "source.plist"], in: folder.url)
            try #require(converted.status == 0, "\(converted.stderr)")
            let compare = try CDLGenProcess.run(
                executable: python,
                [
                    "-c", "import plistlib, sys; a, b = (plistlib.load(open(p, 'rb')) for p in sys.argv[1:]); sys.exit(0 if a == b else 1)",
                    "source.plist", "Compiled/\(name).plist",
                ], in: folder.url, environment: [:])
            #expect(compare.status == 0, "\(source): \(compare.stderr)")
        }
    }

    /// What is already where an output goes is compared with the new output through the size-limited
    /// reader: a 2 GiB file there (sparse) is not read whole to find it differs (issue 36: it was, 2 GiB
    /// of memory), and a FIFO there is not waited on (the run ends, the FIFO named, exit status 2).
    @Test func whatIsWhereAnOutputGoesIsNotReadWhole() throws {
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        let huge = output + "/EventDetailView.plist"
        _ = FileManager.default.createFile(atPath: huge, contents: nil)
        let handle = try #require(FileHandle(forWritingAtPath: huge))
        try handle.truncate(atOffset: 2 << 30)
        try handle.close()
        let replaced = try MeasuredProcess.run(["compile", "Definitions", "-o", "Compiled"], in: folder.url)
        #expect(replaced.status == 0, "\(replaced.stderr)")
        #expect(replaced.peakResidentBytes < 200 << 20, "\(replaced.summary)")
        #expect((try FileManager.default.attributesOfItem(atPath: huge)[.size] as? Int ?? 0) < 1 << 20)

        try FileManager.default.removeItem(atPath: huge)
        #expect(mkfifo(huge, 0o644) == 0)
        let fifo = try compile()
        #expect(fifo.status == 2, "\(fifo.stderr)")
        #expect(fifo.stderr.contains("EventDetailView.plist") && fifo.stderr.contains("FIFO"), "\(fifo.stderr)")
    }

    @Test func xmlOnRequestAndUnchangedFilesAreLeftAlone() throws {
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        let stray = try folder.write("Compiled/Other.txt", "not cdlgen's")
        #expect(try compile(["--to", "xml"]).status == 0)
        let file = output + "/EventDetailView.plist"
        #expect(try String(contentsOfFile: file, encoding: .utf8).hasPrefix("<?xml"))
        let before = try FileManager.default.attributesOfItem(atPath: file)[.modificationDate] as? Date
        Thread.sleep(forTimeInterval: 0.05)
        let again = try compile(["--to", "xml"])
        #expect(again.stderr.hasSuffix("compiled 9 definitions into Compiled (9 unchanged)\n"))
        #expect(try FileManager.default.attributesOfItem(atPath: file)[.modificationDate] as? Date == before)
        #expect(FileManager.default.fileExists(atPath: stray))  // Nothing else is removed.
    }

    /// An error anywhere: nothing is written, and the status is validate's.
    @Test func aDefinitionWithAnErrorStopsEverything() throws {
        let file = root + "/Events/EventDetailView.plist"
        try String(contentsOfFile: file, encoding: .utf8).replacingOccurrences(
            of: "CDLTableRowTypeBooleanSwitch", with: "CDLTableRowTypeBoolSwitch"
        )
        .write(toFile: file, atomically: true, encoding: .utf8)
        let result = try compile()
        #expect(result.status == 1)
        #expect(result.stdout.contains("[unknown-row-type]"))
        #expect(result.stderr.hasSuffix("cdlgen: nothing compiled: the definitions do not pass\n"))
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    /// Two definitions of one name: the flat bundle would keep one, so none is written, even with the
    /// rule turned off.
    @Test func definitionsSharingANameAreRefused() throws {
        try FileManager.default.copyItem(atPath: root + "/Tasks/TaskListView.json", toPath: root + "/Events/TaskListView.json")
        #expect(try compile().status == 1)
        let silenced = try compile(["--rule", "duplicate-definition-name=off"])
        #expect(silenced.status == 1)
        #expect(silenced.stderr.contains("nothing compiled: 2 definitions are named 'TaskListView'"), "\(silenced.stderr)")
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    /// `X.plist` and `x.plist` are one file on a case-insensitive file system (macOS's): the second
    /// would replace the first (issue 36).
    @Test func namesThatDifferOnlyInCaseAreAUsageError() throws {
        try FileManager.default.copyItem(atPath: root + "/Tasks/TaskListView.json", toPath: root + "/Events/tasklistview.json")
        let result = try compile()
        #expect(result.status == 2)
        #expect(
            result.stderr.contains(
                "cdlgen: error: nothing compiled: Definitions/Events/tasklistview.json and Definitions/Tasks/TaskListView.json would be "
                    + "written to Compiled/tasklistview.plist and Compiled/TaskListView.plist, one file on a case-insensitive file system\n"
            ), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    /// A run that wrote nothing does not say it compiled (issue 36).
    @Test func aFailedWriteIsNotCalledCompiled() throws {
        try folder.write("Compiled", "a file, not a folder")
        let result = try compile()
        #expect(result.status == 2)
        #expect(result.stderr.contains("cdlgen: error: cannot write Compiled: it is not a folder\n"), "\(result.stderr)")
        #expect(result.stderr.hasSuffix("cdlgen: nothing written into Compiled (9 definitions not compiled)\n"), "\(result.stderr)")
        #expect(!result.stderr.contains("compiled 9"), "\(result.stderr)")
        #expect(try String(contentsOfFile: output, encoding: .utf8) == "a file, not a folder")
    }

    @Test func anOutputAmongTheDefinitionsIsRefused() throws {
        let result = try CDLGenProcess.run(["compile", "Definitions", "-o", "Definitions/Compiled"], in: folder.url)
        #expect(result.status == 2)
        #expect(result.stderr.contains("-o Definitions/Compiled is inside the definitions folder"))
        #expect(!FileManager.default.fileExists(atPath: root + "/Compiled"))
    }
}
