import Foundation
import Testing

/// `docs/recipes/pre-commit`, installed in a fresh repository holding a copy of the sample app, checks
/// what is staged: a broken staged definition stops the commit, a good one goes through, an unstaged fix
/// or breakage does not count, other JSON files are none of its business, and a staged model change
/// checks the definitions that use it.
@Suite struct PreCommitHookTests {
    let app: RecipeFolder
    let environment: [String: String]

    init() throws {
        app = try RecipeFolder()
        environment = [
            "CDLGEN": CDLGenProcess.binary.path, "NO_COLOR": "1", "GIT_AUTHOR_NAME": "Test", "GIT_AUTHOR_EMAIL": "test@example.com",
            "GIT_COMMITTER_NAME": "Test", "GIT_COMMITTER_EMAIL": "test@example.com", "GIT_CONFIG_NOSYSTEM": "1",
            "HOME": FileManager.default.temporaryDirectory.path,
        ]
        try git("init", "-q", "-b", "main")
        let hooks = app.url.appendingPathComponent(".git/hooks")
        try FileManager.default.createDirectory(at: hooks, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: RecipeFolder.recipes.appendingPathComponent("pre-commit"), to: hooks.appendingPathComponent("pre-commit"))
    }

    @discardableResult
    func git(_ arguments: String...) throws -> CDLGenProcess.Result {
        let result = try CDLGenProcess.run(
            executable: URL(fileURLWithPath: "/usr/bin/env"), ["git"] + arguments, in: app.url, environment: environment)
        if arguments.first != "commit" { try #require(result.status == 0, "git \(arguments.joined(separator: " ")): \(result.stderr)") }
        return result
    }

    /// git runs hooks with their standard output sent to its standard error, where the test reads it.
    func commit(_ message: String) throws -> CDLGenProcess.Result {
        try git("commit", "-q", "-m", message)
    }

    func head() throws -> String {
        try git("rev-parse", "HEAD").stdout
    }

    func write(_ path: String, _ text: String) throws {
        let url = app.url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func replace(_ old: String, with new: String, in path: String) throws {
        let url = app.url.appendingPathComponent(path)
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text.contains(old))
        try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: url)
    }

    @Test func theHookChecksWhatIsStaged() throws {
        try #require(
            FileManager.default.isExecutableFile(atPath: app.url.appendingPathComponent(".git/hooks/pre-commit").path),
            "the recipe is not executable")

        // The first commit checks every definition; the project file, model and samples are not definitions.
        try git("add", ".")
        let first = try commit("The sample app")
        #expect(first.status == 0, "\(first.stdout)\(first.stderr)")
        #expect(first.stderr.contains("checked 9 files: no problems"), "\(first.stderr)")
        let good = try head()

        // A broken definition, staged: the commit stops, only that file is checked.
        try app.breakEventDetailView()
        try git("add", "Definitions/Events/EventDetailView.plist")
        let broken = try commit("Bool switch")
        #expect(broken.status != 0)
        #expect(broken.stderr.contains("Definitions/" + RecipeFolder.brokenRowTypeDiagnostic), "\(broken.stderr)")
        #expect(broken.stderr.contains("checked 1 file: 1 error"), "\(broken.stderr)")
        #expect(broken.stderr.contains("pre-commit: cdlgen found problems"), "\(broken.stderr)")
        #expect(try head() == good)

        // Fixed in the working tree but not staged: still stopped, since the staged file is what is committed.
        try replace("CDLTableRowTypeBoolSwitch", with: "CDLTableRowTypeBooleanSwitch", in: "Definitions/Events/EventDetailView.plist")
        #expect(try commit("Fixed, not staged").status != 0)
        #expect(try head() == good)

        // The fix staged, a new breakage left unstaged: the commit goes through.
        try git("add", "Definitions/Events/EventDetailView.plist")
        try replace("CDLTableRowTypeRelationship", with: "CDLTableRowTypeRelation", in: "Definitions/Events/EventDetailView.plist")
        try replace("\"Description\"", with: "\"Notes\"", in: "Definitions/Tasks/TaskDetailView.json")
        try git("add", "Definitions/Tasks/TaskDetailView.json")
        let fixed = try commit("A new section title")
        #expect(fixed.status == 0, "\(fixed.stdout)\(fixed.stderr)")
        #expect(fixed.stderr.contains("checked 1 file: no problems"), "\(fixed.stderr)")
        try git("checkout", "--", "Definitions/Events/EventDetailView.plist")

        // Other JSON and property lists (asset catalogs, Info.plist) are not checked.
        try write("App/Assets.xcassets/Contents.json", "{\"info\": {\"version\": 1}}\n")
        try write("App/Info.plist", "<plist><dict/></plist>\n")
        try git("add", "App")
        let assets = try commit("Assets")
        #expect(assets.status == 0, "\(assets.stdout)\(assets.stderr)")
        #expect(assets.stderr.isEmpty, "\(assets.stderr)")

        // A staged model change checks the definitions that use it, staged or not.
        try replace("name=\"publicEvent\"", with: "name=\"isPublic\"", in: "Definitions/Model.xcdatamodeld/Model.xcdatamodel/contents")
        try git("add", "Definitions/Model.xcdatamodeld")
        let model = try commit("Rename publicEvent")
        #expect(model.status != 0)
        #expect(model.stderr.contains("'Event' has no attribute or relationship 'publicEvent'"), "\(model.stderr)")
    }

    /// A project with `sources` whose definitions name each other across folders: a staged change to one
    /// file is checked among the project's other definitions, model and classes, as staged.
    @Test func aStagedFileIsCheckedInItsWholeProject() throws {
        try replace("\"samples\"", with: "\"sources\": \"../App\",\n  \"samples\"", in: "Definitions/cdlgen.json")
        try write(
            "App/Rows/DeleteRowController.swift",
            "@objc(DeleteRowController)\nfinal class DeleteRowController: NSObject, CDLTableRowControllerProtocol {}\n")
        let definitions = app.url.appendingPathComponent("Definitions")
        try FileManager.default.createDirectory(at: definitions.appendingPathComponent("Steps"), withIntermediateDirectories: true)
        try FileManager.default.moveItem(
            at: definitions.appendingPathComponent("Tasks/TaskStepDetailView.json"),
            to: definitions.appendingPathComponent("Steps/TaskStepDetailView.json"))
        try git("add", ".")
        let first = try commit("The app")
        #expect(first.status == 0, "\(first.stdout)\(first.stderr)")

        // One label changed: its "Add New" view lives in Steps, the custom row's class in App.
        try replace("\"Description\"", with: "\"Notes\"", in: "Definitions/Tasks/TaskDetailView.json")
        try replace("rowLabel = Public;", with: "rowLabel = Published;", in: "Definitions/Events/EventDetailView.plist")
        try git("add", "Definitions/Tasks/TaskDetailView.json", "Definitions/Events/EventDetailView.plist")
        let label = try commit("New labels")
        #expect(label.status == 0, "\(label.stdout)\(label.stderr)")
        #expect(label.stderr.contains("checked 2 files: no problems"), "\(label.stderr)")

        // A real error in the staged file still stops the commit.
        try replace("\"TaskStepDetailView\"", with: "\"TaskStepDetailViw\"", in: "Definitions/Tasks/TaskDetailView.json")
        try git("add", "Definitions/Tasks/TaskDetailView.json")
        let broken = try commit("A misspelt view")
        #expect(broken.status != 0)
        #expect(broken.stderr.contains("no definition named 'TaskStepDetailViw'"), "\(broken.stderr)")

        // A staged class removed stops it too, for the definitions naming it.
        try git("reset", "-q", "Definitions/Tasks/TaskDetailView.json")
        try git("checkout", "--", "Definitions/Tasks/TaskDetailView.json")
        try git("rm", "-q", "App/Rows/DeleteRowController.swift")
        let removed = try commit("No delete row")
        #expect(removed.status != 0)
        #expect(removed.stderr.contains("[unknown-class]"), "\(removed.stderr)")
    }

    @Test func withoutCDLGenTheHookSaysHowToGoOn() throws {
        try git("add", ".")
        var environment = self.environment
        environment["CDLGEN"] = app.url.appendingPathComponent("no-such-cdlgen").path
        let result = try CDLGenProcess.run(
            executable: URL(fileURLWithPath: "/usr/bin/env"), ["git", "commit", "-q", "-m", "x"], in: app.url, environment: environment)
        #expect(result.status != 0)
        #expect(result.stderr.contains("cdlgen not found: install it, set CDLGEN, or commit with --no-verify"), "\(result.stderr)")
    }
}
