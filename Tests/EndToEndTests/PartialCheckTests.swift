import CDLGenTestSupport
import Foundation
import Testing

/// Checking part of a project (README, "Checking part of a project"), end to end: on a copy of the
/// repository's project whose task-step view lives in a folder of its own, `Definitions/Steps`, so that
/// `TaskDetailView`'s "Add New" names a definition outside `Definitions/Tasks`.
@Suite struct PartialCheckTests {
    static func project() throws -> TemporaryFolder {
        let folder = try TemporaryFolder.withRepositoryDefinitions()
        let definitions = folder.url.appendingPathComponent("Definitions")
        try FileManager.default.createDirectory(at: definitions.appendingPathComponent("Steps"), withIntermediateDirectories: true)
        try FileManager.default.moveItem(
            at: definitions.appendingPathComponent("Tasks/TaskStepDetailView.json"),
            to: definitions.appendingPathComponent("Steps/TaskStepDetailView.json"))
        return folder
    }

    static func replace(_ old: String, with new: String, in path: String, of folder: TemporaryFolder) throws {
        let file = folder.url.appendingPathComponent(path)
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains(old))
        try text.replacingOccurrences(of: old, with: new).write(to: file, atomically: true, encoding: .utf8)
    }

    @Test func aFileWhoseReferenceLeadsToAnotherFolderOfTheProjectIsClean() throws {
        let folder = try Self.project()
        let result = try CDLGenProcess.run(["validate", "Definitions/Tasks/TaskDetailView.json"], in: folder.url)
        #expect(result.stdout == "")
        #expect(result.stderr == "checked 1 file: no problems\n")
        #expect(result.status == 0)
    }

    @Test func aFolderWhoseReferencesLeadElsewhereInTheProjectIsClean() throws {
        let folder = try Self.project()
        let result = try CDLGenProcess.run(["validate", "Definitions/Tasks"], in: folder.url)
        #expect(result.stdout == "")
        #expect(result.stderr == "checked 2 files: no problems\n")
        #expect(result.status == 0)
    }

    @Test func aRealErrorInTheNamedFileIsStillReported() throws {
        let folder = try Self.project()
        try Self.replace(
            #""addNewObjectPropertyListFile": "TaskStepDetailView""#, with: #""addNewObjectPropertyListFile": "TaskStepDetailViw""#,
            in: "Definitions/Tasks/TaskDetailView.json", of: folder)
        let result = try CDLGenProcess.run(["validate", "Definitions/Tasks"], in: folder.url)
        #expect(result.stdout.hasPrefix("Definitions/Tasks/TaskDetailView.json:48:41: error: no definition named 'TaskStepDetailViw'"))
        #expect(result.stdout.contains("[missing-definition]"))
        #expect(result.stderr == "checked 2 files: 1 error\n")
        #expect(result.status == 1)
    }

    @Test func anErrorElsewhereInTheProjectIsNotReported() throws {
        let folder = try Self.project()
        try Self.replace(
            "attributeKeyPath = details;", with: "attributeKeyPath = detials;", in: "Definitions/Events/EventDetailView.plist", of: folder)
        let result = try CDLGenProcess.run(["validate", "Definitions/Tasks"], in: folder.url)
        #expect(result.stdout == "")
        #expect(result.status == 0)
        let whole = try CDLGenProcess.run(["validate"], in: folder.url)
        #expect(whole.stdout.contains("Definitions/Events/EventDetailView.plist:40:24: error:"))
    }

    /// The finding is in a file not named, but the named file causes it: the step view made a list view.
    @Test func aFindingTheNamedFileCausesInAnotherIsReported() throws {
        let folder = try Self.project()
        let steps = folder.url.appendingPathComponent("Definitions/Steps/TaskStepDetailView.json")
        try FileManager.default.removeItem(at: steps)
        try FileManager.default.copyItem(at: folder.url.appendingPathComponent("Definitions/Tasks/TaskListView.json"), to: steps)
        let result = try CDLGenProcess.run(["validate", "Definitions/Steps"], in: folder.url)
        #expect(
            result.stdout.hasPrefix(
                "Definitions/Tasks/TaskDetailView.json:48:41: error: 'addNewObjectPropertyListFile' names 'TaskStepDetailView', a list view"
            ))
        #expect(result.stdout.contains("Definitions/Steps/TaskStepDetailView.json:1:1: note: 'TaskStepDetailView' is a list view"))
        #expect(result.status == 1)
    }

    /// Another file's misspelt reference guesses the named file: its error is the other file's own.
    @Test func anotherFilesGuessAtTheNamedFileIsNotReported() throws {
        let folder = try Self.project()
        try Self.replace(
            #""addNewObjectPropertyListFile": "TaskStepDetailView""#, with: #""addNewObjectPropertyListFile": "TaskStepDetailViw""#,
            in: "Definitions/Tasks/TaskDetailView.json", of: folder)
        let result = try CDLGenProcess.run(["validate", "Definitions/Steps"], in: folder.url)
        #expect(result.stdout == "")
        #expect(result.status == 0)
    }

    @Test func compilingAFolderWritesItsDefinitionsOnly() throws {
        let folder = try Self.project()
        let result = try CDLGenProcess.run(["compile", "Definitions/Tasks", "-o", "Bundle"], in: folder.url)
        #expect(result.stderr == "checked 2 files: no problems\ncompiled 2 definitions into Bundle\n")
        #expect(result.status == 0)
        let written = try FileManager.default.contentsOfDirectory(atPath: folder.url.appendingPathComponent("Bundle").path).sorted()
        #expect(written == ["TaskDetailView.plist", "TaskListView.plist"])
    }

    @Test func fixingAFileFixesItAlone() throws {
        let folder = try Self.project()
        try Self.replace(
            #""addNewObjectPropertyListFile": "TaskStepDetailView""#, with: #""addNewObjectPropertyListFile": "TaskStepDetailViw""#,
            in: "Definitions/Tasks/TaskDetailView.json", of: folder)
        try Self.replace(
            "attributeKeyPath = details;", with: "attributeKeyPath = detials;", in: "Definitions/Events/EventDetailView.plist", of: folder)
        let result = try CDLGenProcess.run(["validate", "--fix", "Definitions/Tasks/TaskDetailView.json"], in: folder.url)
        #expect(result.status == 0)
        let fixed = try String(contentsOf: folder.url.appendingPathComponent("Definitions/Tasks/TaskDetailView.json"), encoding: .utf8)
        #expect(fixed.contains(#""addNewObjectPropertyListFile": "TaskStepDetailView""#))
        let other = try String(contentsOf: folder.url.appendingPathComponent("Definitions/Events/EventDetailView.plist"), encoding: .utf8)
        #expect(other.contains("attributeKeyPath = detials;"))
    }

    @Test func watchingAFolderSeesWhatAnotherFolderOfTheProjectDoesToIt() throws {
        let folder = try Self.project()
        let watching = try WatchingProcess(["validate", "--watch", "Definitions/Tasks"], in: folder.url)
        try #require(watching.wait { $0.stderr.contains("watching for changes") }, "\(watching.output)")
        #expect(watching.output.stderr.contains("checked 2 files: no problems"))
        let steps = folder.url.appendingPathComponent("Definitions/Steps/TaskStepDetailView.json")
        try Data(contentsOf: folder.url.appendingPathComponent("Definitions/Tasks/TaskListView.json")).write(to: steps)
        // A round always ends with the count; this one's is the named files' with the finding the step view causes.
        try #require(watching.wait { $0.stderr.contains("checked 2 files: 1 error") }, "\(watching.output)")
        #expect(watching.output.stdout.contains("Definitions/Tasks/TaskDetailView.json:48:41: error:"))
        #expect(watching.interrupt() == 0)
    }

    /// README, "The project file", rule 3: a path outside the project is checked with the working
    /// directory's project file, its model among it.
    @Test func aPathOutsideTheProjectUsesTheWorkingDirectorysProjectFile() throws {
        let folder = try Self.project()
        let elsewhere = try TemporaryFolder()
        let text = try String(
            contentsOf: folder.url.appendingPathComponent("Definitions/Steps/TaskStepDetailView.json"), encoding: .utf8)
        let outside = try elsewhere.write(
            "Steps/TaskStepDetailView.json",
            text.replacingOccurrences(of: #""attributeKeyPath": "name""#, with: #""attributeKeyPath": "nmae""#))
        let result = try CDLGenProcess.run(["validate", outside], in: folder.url)
        #expect(
            result.stdout.contains("error: 'TaskStep' has no attribute or relationship 'nmae'; did you mean 'name'? [unknown-attribute]"))
        #expect(result.status == 1)
    }

    @Test func aRunWithoutAProjectFileSaysItHadNoModel() throws {
        let elsewhere = try TemporaryFolder()
        let text = try String(
            contentsOf: CDLGenProcess.packageRoot.appendingPathComponent("Definitions/Tasks/TaskStepDetailView.json"), encoding: .utf8)
        let path = try elsewhere.write(
            "Steps/TaskStepDetailView.json",
            text.replacingOccurrences(of: #""attributeKeyPath": "name""#, with: #""attributeKeyPath": "nmae""#))
        let result = try CDLGenProcess.run(["validate", path], in: elsewhere.url)
        #expect(
            result.stderr
                == "note: checked without a model: no project file (cdlgen.json or cdlgen.plist) for \(path) or the working directory; "
                + "pass --model, or --project to name one\nchecked 1 file: no problems\n")
        #expect(result.status == 0)
    }
}
