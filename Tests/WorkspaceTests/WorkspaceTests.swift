import CDLGenTestSupport
import Checks
import Definitions
import Foundation
import Project
import Testing
import Workspace

/// A workspace kept up to date edit by edit finds what a fresh look at the same texts finds, while
/// checking again only what an edit is connected to.
@Suite struct WorkspaceTests {
    /// The repository's own project (`Definitions/`: three list views, their detail views, "Add New"
    /// views, a model and sample data), copied to a folder of its own.
    static func project() throws -> (folder: TemporaryFolder, projectFile: String) {
        let folder = try TemporaryFolder.withRepositoryDefinitions()
        return (folder, folder.path + "/Definitions/cdlgen.json")
    }

    static func workspace(_ projectFile: String) throws -> Workspace {
        var options = RunOptions()
        options.projectFile = projectFile
        return try Workspace(options)
    }

    /// Each report's findings, as text that holds positions (a diagnostic's equality ignores them).
    static func findings(_ reports: [FileReport]) -> [String: [String]] {
        Dictionary(
            reports.map { report in
                (report.file.path, report.diagnostics.map { "\($0.location.position) \($0.severity) \($0.code.rawValue): \($0.message)" })
            }, uniquingKeysWith: { first, _ in first })
    }

    static func read(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

    /// Edits in an editor, one after another, each checked incrementally: after each, every report is what
    /// a workspace loaded from scratch with the edited texts on disk finds.
    @Test func incrementalChecksFindWhatAFreshLoadFinds() throws {
        let (folder, projectFile) = try Self.project()
        let workspace = try Self.workspace(projectFile)
        #expect(Self.findings(workspace.reports).values.allSatisfy { $0.isEmpty })
        let events = folder.path + "/Definitions/Events/"
        let tasks = folder.path + "/Definitions/Tasks/"
        let original = try Self.read(events + "EventListView.plist")
        let edits: [(path: String, text: String)] = [
            // The list view now shows Tasks: its detail view is checked as a Task (and fails).
            (events + "EventListView.plist", original.replacingOccurrences(of: "entityName = Event;", with: "entityName = Task;")),
            // The detail view no longer parses; then it comes back.
            (events + "EventDetailView.plist", "( { rowInformation = ( { rowType = "),
            (events + "EventDetailView.plist", try Self.read(events + "EventDetailView.plist")),
            (events + "EventListView.plist", original),
            // A reference to a definition that is not there, then to a list view.
            (
                tasks + "TaskDetailView.json",
                try Self.read(tasks + "TaskDetailView.json").replacingOccurrences(of: "\"TaskStepDetailView\"", with: "\"TaskStepView\"")
            ),
            (
                tasks + "TaskDetailView.json",
                try Self.read(tasks + "TaskDetailView.json").replacingOccurrences(of: "\"TaskStepDetailView\"", with: "\"TaskListView\"")
            ),
        ]
        for (step, edit) in edits.enumerated() {
            _ = workspace.setText(Array(edit.text.utf8), at: edit.path)
            let onDisk = try TemporaryFolder()
            try FileManager.default.removeItem(at: onDisk.url)
            try FileManager.default.copyItem(at: folder.url, to: onDisk.url)
            let copy = onDisk.path + edit.path.dropFirst(folder.path.count)
            try edit.text.write(toFile: copy, atomically: true, encoding: .utf8)
            // Later edits start from the texts so far.
            try edit.text.write(toFile: edit.path, atomically: true, encoding: .utf8)
            let fresh = try Self.workspace(onDisk.path + "/Definitions/cdlgen.json")
            let relocated = Self.findings(fresh.reports).map {
                (
                    folder.path + $0.key.dropFirst(onDisk.path.count),
                    $0.value.map { $0.replacingOccurrences(of: onDisk.path, with: folder.path) }
                )
            }
            #expect(Self.findings(workspace.reports) == Dictionary(uniqueKeysWithValues: relocated), "after edit \(step + 1)")
            #expect(Self.findings(workspace.reports).values.contains { !$0.isEmpty } == (step != 3), "after edit \(step + 1)")
        }
    }

    /// An edit checks again the definitions connected to it by references, not the others.
    @Test func anEditChecksAgainOnlyWhatItIsConnectedTo() throws {
        let (folder, projectFile) = try Self.project()
        let workspace = try Self.workspace(projectFile)
        let detailView = folder.path + "/Definitions/Events/EventDetailView.plist"
        let update = workspace.setText(Array(try Self.read(detailView).utf8), at: detailView)
        let checked = Set(update.reports.map { DefinitionFile(path: $0.file.path).name })
        #expect(checked == ["EventDetailView", "EventListView"])
    }

    /// A definition created on disk resolves the references that named it; deleted, they are missing again.
    @Test func aDefinitionCreatedOrDeletedChangesWhatNamesIt() throws {
        let (folder, projectFile) = try Self.project()
        let list = folder.path + "/Definitions/Tasks/TaskListView.json"
        try Self.read(list).replacingOccurrences(of: "\"TaskDetailView\"", with: "\"TaskView\"").write(
            toFile: list, atomically: true, encoding: .utf8)
        let workspace = try Self.workspace(projectFile)
        func codes() -> [String] { workspace.report(at: list)?.diagnostics.map(\.code.rawValue) ?? ["(none)"] }
        #expect(codes() == ["missing-definition"])
        let created = folder.path + "/Definitions/Tasks/TaskView.json"
        try FileManager.default.copyItem(atPath: folder.path + "/Definitions/Tasks/TaskDetailView.json", toPath: created)
        let update = workspace.filesChanged([created])
        #expect(codes() == [])
        #expect(update.reports.contains { $0.file.path.hasSuffix("TaskListView.json") })
        try FileManager.default.removeItem(atPath: created)
        let removal = workspace.filesChanged([created])
        #expect(codes() == ["missing-definition"])
        #expect(removal.removedPaths.map { URL(fileURLWithPath: $0).lastPathComponent } == ["TaskView.json"])
    }

    /// Issue 37: a reference with a folder in it gets its fix-it once a definition of its last part is
    /// created, and loses it when the definition is deleted.
    @Test func aDefinitionCreatedOrDeletedChangesAFolderReferencesFixIt() throws {
        let (folder, projectFile) = try Self.project()
        let list = folder.path + "/Definitions/Tasks/TaskListView.json"
        try Self.read(list).replacingOccurrences(of: "\"TaskDetailView\"", with: "\"Views/TaskView\"").write(
            toFile: list, atomically: true, encoding: .utf8)
        let workspace = try Self.workspace(projectFile)
        func fixIts() -> [String?] { workspace.report(at: list)?.diagnostics.map(\.fixIt) ?? [] }
        #expect(workspace.report(at: list)?.diagnostics.map(\.code.rawValue) == ["folder-in-reference"])
        #expect(fixIts() == [nil])
        let created = folder.path + "/Definitions/Views/TaskView.json"
        try FileManager.default.createDirectory(atPath: folder.path + "/Definitions/Views", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: folder.path + "/Definitions/Tasks/TaskDetailView.json", toPath: created)
        _ = workspace.filesChanged([created])
        #expect(fixIts() == ["TaskView"])
        try FileManager.default.removeItem(atPath: created)
        _ = workspace.filesChanged([created])
        #expect(fixIts() == [nil])
    }

    /// The project with EventDetailView open in an editor with an unknown row type, and whether its
    /// report says so (nil: no report).
    static func projectWithAnUnknownRowType() throws -> (
        folder: TemporaryFolder, projectFile: String, workspace: Workspace, detailView: String, unknownRowType: () -> Bool?
    ) {
        let (folder, projectFile) = try project()
        let workspace = try Self.workspace(projectFile)
        let detailView = folder.path + "/Definitions/Events/EventDetailView.plist"
        let broken = try read(detailView).replacingOccurrences(
            of: "CDLTableRowTypeSingleLineValueSmallLabel", with: "CDLTableRowTypeSingleLineValue")
        _ = workspace.setText(Array(broken.utf8), at: detailView)
        return (
            folder, projectFile, workspace, detailView,
            { workspace.report(at: detailView)?.diagnostics.contains { $0.code.rawValue == "unknown-row-type" } }
        )
    }

    /// The project file's text with that row type's rule turned off.
    static func ruleOff(_ settings: String) -> String {
        settings.replacingOccurrences(of: "\"samples\"", with: "\"rules\": {\"unknown-row-type\": \"off\"},\n  \"samples\"")
    }

    /// A changed project file applies at once: its rules, here.
    @Test func aChangedProjectFileLoadsTheProjectAgain() throws {
        let (folder, projectFile, workspace, detailView, unknownRowType) = try Self.projectWithAnUnknownRowType()
        defer { withExtendedLifetime(folder) {} }  // Its files are removed with it.
        #expect(unknownRowType() == true)
        try Self.ruleOff(try Self.read(projectFile)).write(toFile: projectFile, atomically: true, encoding: .utf8)
        #expect(workspace.isSettingsFile(projectFile))
        _ = workspace.filesChanged([projectFile])
        #expect(unknownRowType() == false)
        // A project file that no longer parses: its syntax error is reported, and the definitions still checked.
        try "{ \"definitions\": ".write(toFile: projectFile, atomically: true, encoding: .utf8)
        let update = workspace.filesChanged([projectFile])
        #expect(update.reports.contains { $0.file.path == projectFile && $0.diagnostics.map(\.code.rawValue) == ["syntax-error"] })
        #expect(workspace.isDefinition(detailView))
    }

    /// The project file open in an editor: its unsaved text is the settings, broken or not, until the
    /// editor closes it and the disk's counts again; its text as on disk loads nothing again.
    @Test func theProjectFilesUnsavedTextIsTheSettings() throws {
        let (folder, projectFile, workspace, detailView, unknownRowType) = try Self.projectWithAnUnknownRowType()
        defer { withExtendedLifetime(folder) {} }  // Its files are removed with it.
        #expect(unknownRowType() == true)
        let saved = try Self.read(projectFile)
        #expect(workspace.setText(Array(saved.utf8), at: projectFile).reports.allSatisfy { $0.file.path == projectFile })
        let ruleOff = Self.ruleOff(saved)
        let update = workspace.setText(Array(ruleOff.utf8), at: projectFile)
        #expect(update.reports.contains { $0.file.path == detailView })
        #expect(unknownRowType() == false)
        // Half typed: its syntax error at its place, the definitions still checked (with cdlgen's defaults).
        let typing = workspace.setText(Array("{ \"definitions\": ".utf8), at: projectFile)
        let projectReport = try #require(typing.reports.first { $0.file.path == projectFile })
        #expect(projectReport.diagnostics.map(\.code.rawValue) == ["syntax-error"])
        #expect(workspace.isDefinition(detailView) && unknownRowType() == true)
        // Closed unsaved: the file on disk again.
        _ = workspace.setText(Array(ruleOff.utf8), at: projectFile)
        #expect(unknownRowType() == false)
        _ = workspace.setText(nil, at: projectFile)
        #expect(unknownRowType() == true)
        #expect(try Self.read(projectFile) == saved)
    }

    /// A document open in the editor stands for its file: a change on disk does not replace its text.
    @Test func anOpenDocumentsTextStandsForItsFile() throws {
        let (folder, projectFile) = try Self.project()
        let workspace = try Self.workspace(projectFile)
        let detailView = folder.path + "/Definitions/Events/EventDetailView.plist"
        _ = workspace.setText(Array("( { rowInformation = ( { rowType = ".utf8), at: detailView)
        _ = workspace.filesChanged([detailView])
        #expect(workspace.report(at: detailView)?.diagnostics.map(\.code.rawValue) == ["syntax-error"])
        _ = workspace.setText(nil, at: detailView)
        #expect(workspace.report(at: detailView)?.diagnostics == [])
    }
}
