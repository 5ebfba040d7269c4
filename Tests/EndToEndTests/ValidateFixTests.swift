import Basics
import CDLGenTestSupport
import Foundation
import PlistLoader
import Testing

/// `cdlgen validate --fix` and `--fix-dry-run` through the built binary, on a copy of the repository's
/// project: mistakes whose fix-its restore the original text exactly, so that a fixed file equal to the
/// original, byte for byte, shows that nothing else changed.
@Suite struct ValidateFixTests {
    /// One mistake: the text of the file as the repository has it, and as mistyped.
    struct Mistake {
        var file: String
        var original: String
        var mistaken: String
    }

    /// Seventeen mistakes, each a fix-it of its own, over the three text formats: misspelt keys and row
    /// types, a legacy row type, misspelt formatter styles, references written with their extension,
    /// `sectionKeyPath`, booleans written as strings, a key path the model corrects. One shows only once
    /// another is fixed (a misspelt key hides its value's misspelt style): a second pass fixes it.
    static let mistakes = [
        // OpenStep: words and quoted strings.
        Mistake(
            file: "Events/EventDetailView.plist", original: "rowType = CDLTableRowTypeBooleanSwitch;",
            mistaken: "rowType = CDLTableRowTypeBoolSwitch;"),
        Mistake(file: "Events/EventDetailView.plist", original: "\"rowLabel\" = \"Date\";", mistaken: "\"rowLable\" = \"Date\";"),
        Mistake(
            file: "Events/EventDetailView.plist", original: "timeFormatterStyle = NSDateFormatterShortStyle;",
            mistaken: "timeFormatterStyle = NSDateFormatterShortStyl;"),
        Mistake(
            file: "Events/EventDetailView.plist", original: "rowType = CDLTableRowTypeRelationship;",
            mistaken: "rowType = MOTableRowTypeRelationship;"),
        Mistake(file: "Events/EventListView.plist", original: "sectionNameKeyPath = ", mistaken: "sectionKeyPath = "),
        Mistake(
            file: "Events/EventListView.plist", original: "detailViewPropertyListFile = EventDetailView;",
            mistaken: "detailViewPropertyListFile = EventDetailView.plist;"),
        // XML: keys and strings.
        Mistake(
            file: "Widgets/WidgetDetailView.plist", original: "<key>dateFormatterStyle</key>", mistaken: "<key>dateFormaterStyle</key>"),
        Mistake(
            file: "Widgets/WidgetDetailView.plist", original: "<string>NSDateFormatterLongStyle</string>",
            mistaken: "<string>NSDateFormatterLongStyl</string>"),
        Mistake(
            file: "Widgets/WidgetDetailView.plist", original: "<string>CDLTableRowTypeRelationship</string>",
            mistaken: "<string>CDLTableRowTypeRelationshp</string>"),
        Mistake(
            file: "Widgets/WidgetListView.plist", original: "<string>WidgetDetailView</string>",
            mistaken: "<string>WidgetDetailView.plist</string>"),
        Mistake(
            file: "Widgets/WidgetListView.plist", original: "<key>sectionIndexTitlesEnabled</key>\n\t<true/>",
            mistaken: "<key>sectionIndexTitlesEnabled</key>\n\t<string>YES</string>"),
        // JSON.
        Mistake(file: "Tasks/TaskDetailView.json", original: "\"rowLabel\": \"Category\"", mistaken: "\"rowLabl\": \"Category\""),
        Mistake(file: "Tasks/TaskDetailView.json", original: "\"NSDateFormatterFullStyle\"", mistaken: "\"NSDateFormatterFulStyle\""),
        Mistake(
            file: "Tasks/TaskDetailView.json", original: "\"CDLTableRowTypeBooleanSwitch\"", mistaken: "\"MOTableRowTypeBooleanSwitch\""),
        Mistake(file: "Tasks/TaskDetailView.json", original: "\"showAddNewObject\": true", mistaken: "\"showAddNewObject\": \"YES\""),
        Mistake(
            file: "Tasks/TaskDetailView.json", original: "\"addNewObjectPropertyListFile\": \"TaskStepDetailView\"",
            mistaken: "\"addNewObjectPropertyListFile\": \"TaskStepDetailView.json\""),
        Mistake(file: "Tasks/TaskListView.json", original: "\"category.name\"", mistaken: "\"category.nam\""),
    ]

    static let repositoryDefinitions = CDLGenProcess.packageRoot.appendingPathComponent("Definitions").path
    /// A time long past: a file written by the run has a newer one.
    static let longAgo = Date(timeIntervalSince1970: 1_000_000_000)

    /// Makes each mistake in the copy at `root`, which must hold its original text exactly once.
    static func make(_ mistakes: [Mistake], in root: String) throws {
        for mistake in mistakes {
            let path = root + "/" + mistake.file
            let text = try String(contentsOfFile: path, encoding: .utf8)
            try #require(text.components(separatedBy: mistake.original).count == 2, "\(mistake.original) once in \(mistake.file)")
            try text.replacingOccurrences(of: mistake.original, with: mistake.mistaken).write(
                toFile: path, atomically: true, encoding: .utf8)
        }
    }

    /// Every file below `root`, relative to it, with its bytes; every file's modification time set long ago.
    static func snapshot(_ root: String, touching: Bool = false) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = try #require(FileManager.default.enumerator(atPath: root))
        for case let relative as String in enumerator {
            let path = root + "/" + relative
            guard PathUtilities.isRegularFile(path) else { continue }
            if touching { try FileManager.default.setAttributes([.modificationDate: longAgo], ofItemAtPath: path) }
            files[relative] = try Data(contentsOf: URL(fileURLWithPath: path))
        }
        return files
    }

    static func modified(_ path: String) throws -> Date? {
        try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
    }

    // MARK: The acceptance test

    @Test func mistakesInEveryTextFormatAreFixedBackToTheOriginalBytes() throws {
        let folder = try TemporaryFolder.withRepositoryDefinitions()
        let root = folder.path + "/Definitions"
        try Self.make(Self.mistakes, in: root)
        _ = try Self.snapshot(root, touching: true)
        let before = try CDLGenProcess.run(["validate", "--format", "json", "Definitions"], in: folder.url)
        #expect(before.status == 1)
        let found = try #require(try JSONSerialization.jsonObject(with: Data(before.stdout.utf8)) as? [String: Any])
        // Sixteen show at first; the style behind a misspelt key shows once the key is fixed.
        #expect(((found["diagnostics"] as? [[String: Any]]) ?? []).count { $0["fixIt"] != nil } == 16)

        let fixed = try CDLGenProcess.run(["validate", "--fix", "Definitions"], in: folder.url)
        #expect(fixed.status == 0, "\(fixed.stdout)\(fixed.stderr)")
        #expect(fixed.stdout.isEmpty)
        #expect(
            fixed.stderr == """
                fixed Definitions/Events/EventDetailView.plist (4 fixes)
                fixed Definitions/Events/EventListView.plist (2 fixes)
                fixed Definitions/Tasks/TaskDetailView.json (5 fixes)
                fixed Definitions/Tasks/TaskListView.json (1 fix)
                fixed Definitions/Widgets/WidgetDetailView.plist (3 fixes)
                fixed Definitions/Widgets/WidgetListView.plist (2 fixes)
                checked 9 files: no problems

                """)
        // Byte for byte the repository's files: comments, quoting, indentation and key order kept.
        let after = try Self.snapshot(root)
        let original = try Self.snapshot(Self.repositoryDefinitions)
        for (file, bytes) in original { #expect(after[file] == bytes, "\(file)") }
        #expect(Set(after.keys) == Set(original.keys))
        // Files with nothing to fix were not written.
        let changed = Set(Self.mistakes.map(\.file))
        for file in after.keys.sorted() where !changed.contains(file) {
            #expect(try Self.modified(root + "/" + file) == Self.longAgo, "\(file)")
        }
        let again = try CDLGenProcess.run(["validate", "Definitions"], in: folder.url)
        #expect(again.status == 0)
        #expect(again.stderr == "checked 9 files: no problems\n")
    }

    // MARK: The dry run

    @Test func aDryRunPrintsTheDiffAndChangesNothing() throws {
        let folder = try TemporaryFolder.withRepositoryDefinitions()
        let root = folder.path + "/Definitions"
        try Self.make(Self.mistakes.filter { $0.file == "Events/EventListView.plist" || $0.file == "Tasks/TaskListView.json" }, in: root)
        let before = try Self.snapshot(root, touching: true)
        let dryRun = try CDLGenProcess.run(["validate", "--fix-dry-run", "Definitions"], in: folder.url)
        #expect(dryRun.status == 1)
        #expect(
            dryRun.stdout == """
                --- a/Definitions/Events/EventListView.plist
                +++ b/Definitions/Events/EventListView.plist
                @@ -6,9 +6,9 @@
                 \t\t"type.name",
                 \t\tname,
                 \t);
                -\tsectionKeyPath = "type.name";
                +\tsectionNameKeyPath = "type.name";
                 \tsectionIndexTitlesEnabled = NO;
                 \tcellTextLabelKeyPath = name;
                 \tcellDetailTextLabelKeyPath = "type.name";
                -\tdetailViewPropertyListFile = EventDetailView.plist;
                +\tdetailViewPropertyListFile = EventDetailView;
                 }
                --- a/Definitions/Tasks/TaskListView.json
                +++ b/Definitions/Tasks/TaskListView.json
                @@ -6,6 +6,6 @@
                     "name"
                   ],
                   "cellTextLabelKeyPath": "name",
                -  "cellDetailTextLabelKeyPath": "category.nam",
                +  "cellDetailTextLabelKeyPath": "category.name",
                   "detailViewPropertyListFile": "TaskDetailView"
                 }

                """)
        #expect(dryRun.stderr == "would apply 3 fixes to 2 files; left: no problems\n")
        #expect(try Self.snapshot(root) == before)
        for file in before.keys { #expect(try Self.modified(root + "/" + file) == Self.longAgo, "\(file)") }
        // The diff is one `patch -p1` applies: it gives the repository's files back.
        let patched = try CDLGenProcess.run(
            executable: URL(fileURLWithPath: "/bin/sh"),
            ["-c", "'\(CDLGenProcess.binary.path)' validate --fix-dry-run Definitions | patch -p1 --quiet"],
            in: folder.url, environment: [:])
        #expect(patched.status == 0, "\(patched.stderr)")
        #expect(try Self.snapshot(root) == (try Self.snapshot(Self.repositoryDefinitions)))
        let clean = try CDLGenProcess.run(["validate", "--fix-dry-run", "Definitions"], in: folder.url)
        #expect(clean.status == 0)
        #expect(clean.stdout.isEmpty)
        #expect(clean.stderr == "nothing to fix: no problems\n")
    }

    // MARK: What is left alone

    /// In a binary file one string object may stand in several places: here a key and a reference, each
    /// with its own fix-it. They overlap, and the file is left as it is.
    @Test func aFileWhoseFixesOverlapIsLeftAlone() throws {
        let folder = try TemporaryFolder.withRepositoryDefinitions()
        let root = folder.path + "/Definitions"
        try FileManager.default.copyItem(atPath: root + "/Tasks/TaskStepDetailView.json", toPath: root + "/Tasks/rowLables.json")
        try Self.make(
            [
                Mistake(file: "Tasks/TaskDetailView.json", original: "\"rowLabel\": \"Step\"", mistaken: "\"rowLable\": \"Step\""),
                Mistake(file: "Tasks/TaskDetailView.json", original: "\"TaskStepDetailView\"", mistaken: "\"rowLable\""),
            ], in: root)
        let converted = try CDLGenProcess.run(
            ["convert", "Definitions/Tasks/TaskDetailView.json", "--to", "binary", "-o", "Definitions/Tasks/TaskDetailView.plist"],
            in: folder.url)
        #expect(converted.status == 0)
        try FileManager.default.removeItem(atPath: root + "/Tasks/TaskDetailView.json")
        let before = try Self.snapshot(root, touching: true)
        let result = try CDLGenProcess.run(["validate", "--fix", "Definitions"], in: folder.url)
        #expect(result.status == 1)
        #expect(
            result.stderr.hasPrefix(
                "Definitions/Tasks/TaskDetailView.plist: note: left as it is: its fixes overlap: 'rowLables' [missing-definition] at offset "
            ))
        #expect(try Self.snapshot(root) == before)
        #expect(try Self.modified(root + "/Tasks/TaskDetailView.plist") == Self.longAgo)
    }

    /// A file that does not parse has no fix-its and is never written; the others are fixed.
    @Test func aFileThatDoesNotParseIsNeverTouched() throws {
        let folder = try TemporaryFolder.withRepositoryDefinitions()
        let root = folder.path + "/Definitions"
        try Self.make(
            [
                Mistake(file: "Events/EventDetailView.plist", original: "rowLabel = Public;", mistaken: "rowLable = Public"),
                Mistake(file: "Events/EventListView.plist", original: "sectionNameKeyPath = ", mistaken: "sectionKeyPath = "),
            ], in: root)
        let broken = try Data(contentsOf: URL(fileURLWithPath: root + "/Events/EventDetailView.plist"))
        _ = try Self.snapshot(root, touching: true)
        let result = try CDLGenProcess.run(["validate", "--fix", "Definitions"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stdout.contains("Definitions/Events/EventDetailView.plist:24:5: error:"))
        #expect(result.stdout.contains("[syntax-error]"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: root + "/Events/EventDetailView.plist")) == broken)
        #expect(try Self.modified(root + "/Events/EventDetailView.plist") == Self.longAgo)
        #expect(
            try String(contentsOfFile: root + "/Events/EventListView.plist", encoding: .utf8)
                == (try String(contentsOfFile: Self.repositoryDefinitions + "/Events/EventListView.plist", encoding: .utf8)))
    }

    /// A fix that brings an error without a fix-it of its own is taken back; the file's other fixes stay,
    /// and a file whose only fix is taken back is not written.
    @Test func aFixThatBringsANewErrorIsTakenBack() throws {
        let folder = try TemporaryFolder.withRepositoryDefinitions()
        let root = folder.path + "/Definitions"
        try Self.make(
            [
                // 'sectionNameKeyPath' would be read, and 'type.nowhere' is no key path of an Event.
                Mistake(
                    file: "Events/EventListView.plist", original: "sectionNameKeyPath = \"type.name\"",
                    mistaken: "sectionKeyPath = \"type.nowhere\""),
                Mistake(
                    file: "Events/EventListView.plist", original: "cellTextLabelKeyPath = name;", mistaken: "cellTextLabelKeyPath = nme;"),
                Mistake(
                    file: "Tasks/TaskListView.json", original: "\"controllerTitle\"",
                    mistaken: "\"sectionKeyPath\": \"nowhere\", \"controllerTitle\""),
            ], in: root)
        _ = try Self.snapshot(root, touching: true)
        let result = try CDLGenProcess.run(["validate", "--fix", "--format", "json", "Definitions"], in: folder.url)
        #expect(result.status == 0, "warnings are left")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let left = ((report["diagnostics"] as? [[String: Any]]) ?? []).map { "\($0["file"] ?? "") \($0["code"] ?? "")" }
        #expect(left == ["Definitions/Events/EventListView.plist ignored-key", "Definitions/Tasks/TaskListView.json ignored-key"])
        #expect(result.stderr.contains("fixed Definitions/Events/EventListView.plist (1 fix)\n"))
        #expect(
            result.stderr.contains(
                "Definitions/Events/EventListView.plist:9:2: note: the fix-it 'sectionNameKeyPath' [ignored-key] is taken back: it brings a new error: "
                    + "'EventType' has no attribute or relationship 'nowhere' (in 'type.nowhere') [unknown-attribute]\n"))
        #expect(try String(contentsOfFile: root + "/Events/EventListView.plist", encoding: .utf8).contains("cellTextLabelKeyPath = name;"))
        #expect(try Self.modified(root + "/Tasks/TaskListView.json") == Self.longAgo)
    }

    /// A binary definition is read into its tree, fixed there, and written by the binary writer: read
    /// back, it is the tree of the original definition.
    @Test func aBinaryDefinitionIsFixedThroughTheWriter() throws {
        let folder = try TemporaryFolder.withRepositoryDefinitions()
        let root = folder.path + "/Definitions"
        let list = root + "/Events/EventListView.plist"
        let clean = try CDLGenProcess.run(["convert", list, "--to", "binary", "-o", folder.path + "/clean.plist"], in: folder.url)
        #expect(clean.status == 0)
        try Self.make(Self.mistakes.filter { $0.file == "Events/EventListView.plist" }, in: root)
        #expect(try CDLGenProcess.run(["convert", list, "--to", "binary", "--in-place"], in: folder.url).status == 0)
        let result = try CDLGenProcess.run(["validate", "--fix", "Definitions"], in: folder.url)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stderr.hasPrefix("fixed Definitions/Events/EventListView.plist (2 fixes)\n"))
        let fixed = try PlistLoader().load(contentsOf: list)
        #expect(fixed.format == .binary)
        #expect(fixed.root == (try PlistLoader().load(contentsOf: folder.path + "/clean.plist")).root)
    }

    @Test func fixAndItsDryRunAreUsedAlone() throws {
        let both = try CDLGenProcess.run(["validate", "--fix", "--fix-dry-run"])
        #expect(both.status == 2)
        #expect(both.stderr.contains("--fix and --fix-dry-run cannot be used together"))
        let json = try CDLGenProcess.run(["validate", "--fix-dry-run", "--format", "json"])
        #expect(json.status == 2)
        #expect(json.stderr.contains("--fix-dry-run prints a diff, in no --format"))
    }
}
