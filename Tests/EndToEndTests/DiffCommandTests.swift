import CDLGenTestSupport
import Foundation
import Previews
import Testing

/// `cdlgen diff` through the built binary, on a git history made for it (``ScriptedHistory``): a key path
/// renamed, a section moved, a row added, a row type changed, a view deleted, a list view renamed and
/// retitled. Each format's output is a golden file under `Snapshots/Diff/` (`CDLGEN_RECORD_SNAPSHOTS=1`
/// records them); commit hashes are replaced by the revisions that name them.
@Suite struct DiffCommandTests {
    static let range = ["HEAD~6", "HEAD"]

    /// The output with each commit hash of the history replaced by `<REVISION>`.
    static func masked(_ text: String, in history: ScriptedHistory) throws -> String {
        var text = text
        for revision in range { text = text.replacingOccurrences(of: try history.commit(of: revision), with: "<\(revision)>") }
        return text
    }

    @Test func everyFormatReportsExactlyTheScriptedChanges() throws {
        let history = try ScriptedHistory.scripted()
        for (format, golden) in [("text", "scripted.txt"), ("markdown", "scripted.md"), ("json", "scripted.json")] {
            let run = try history.cdlgen(["diff"] + Self.range + ["--format", format])
            // The renamed key path names no attribute of the model: a new error, so status 1.
            #expect(run.status == 1, "\(format): \(run.stderr)")
            #expect(run.stderr.isEmpty, "\(format): \(run.stderr)")
            try snapshots.assertMatches(try Self.masked(run.stdout, in: history), named: "Diff/" + golden)
        }
        // The same changes, read from the JSON document rather than from a golden file.
        let json = try history.cdlgen(["diff"] + Self.range + ["--format", "json"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(document["version"] as? Int == 1)
        let definitions = document["definitions"] as? [[String: Any]] ?? []
        let found = definitions.flatMap { definition -> [String] in
            let file = definition["file"] as? String ?? ""
            let changes = (definition["changes"] as? [[String: Any]] ?? []).map { change in
                let keys = (change["keys"] as? [[String: Any]] ?? []).map { $0["key"] as? String ?? "" }
                let row = (change["row"] as? [String: Any])?["attributeKeyPath"] as? String
                return [file, change["change"] as? String ?? "", change["target"] as? String ?? "", row ?? "", keys.joined(separator: ",")]
                    .joined(separator: " ")
            }
            let new = (definition["newDiagnostics"] as? [[String: Any]] ?? []).map {
                "\(file) new \($0["severity"] ?? "") \($0["code"] ?? "")"
            }
            return ["\(file) \(definition["status"] ?? "") \(definition["previousFile"] ?? "")"] + changes + new
        }
        #expect(
            found == [
                "Definitions/Events/EventDetailView.plist modified ",
                "Definitions/Events/EventDetailView.plist added row name ",
                "Definitions/Events/EventsListView.plist renamed Definitions/Events/EventListView.plist",
                "Definitions/Events/EventsListView.plist changed view  controllerTitle",
                "Definitions/Tasks/TaskDetailView.json modified ",
                "Definitions/Tasks/TaskDetailView.json changed row deadline attributeKeyPath",
                "Definitions/Tasks/TaskDetailView.json moved section  ",
                "Definitions/Tasks/TaskDetailView.json new error unknown-attribute",
                "Definitions/Widgets/WidgetDetailView.plist modified ",
                "Definitions/Widgets/WidgetDetailView.plist changed row releaseDate rowType",
                "Definitions/Widgets/WidgetTypeDetailView.plist deleted ",
                "Definitions/Widgets/WidgetTypeDetailView.plist removed view  ",
            ])
    }

    /// The README's transcript, which its test skips (its copy of the sample app has no history), is this
    /// golden file.
    @Test func theReadmeShowsTheTextGoldenFile() throws {
        let readme = try String(contentsOf: CDLGenProcess.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let command = try #require(readme.range(of: "$ cdlgen diff HEAD~6 HEAD\n"))
        let end = try #require(readme.range(of: "```\n", range: command.upperBound..<readme.endIndex))
        let golden = try String(contentsOf: snapshots.folder.appendingPathComponent("Diff/scripted.txt"), encoding: .utf8)
        #expect(String(readme[command.upperBound..<end.lowerBound]) == golden)
    }

    @Test func htmlWritesAPageAChangedDefinitionAndAnIndex() throws {
        let history = try ScriptedHistory.scripted()
        let run = try history.cdlgen(["diff"] + Self.range + ["--format", "html", "-o", "review"])
        #expect(run.status == 1, "\(run.stderr)")
        #expect(
            run.stdout
                == "wrote 6 pages to review/index.html: 5 definitions changed (1 deleted, 3 modified, 1 renamed): 6 changes, 1 new error\n")
        let folder = history.url.appendingPathComponent("review")
        let pages = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(
            pages == [
                "EventDetailView.html", "EventsListView.html", "TaskDetailView.html", "WidgetDetailView.html", "WidgetTypeDetailView.html",
                "index.html",
            ])
        var stylesheets = Set<String>()
        for page in pages {
            let html = try String(contentsOf: folder.appendingPathComponent(page), encoding: .utf8)
            #expect(!html.contains("<script"), "\(page)")
            let (markup, stylesheet) = GoldenFile.separatingStyleSheet(html)
            stylesheets.insert(stylesheet)
            try snapshots.assertMatches(markup, named: "Diff/html/" + page)
        }
        // The index's style sheet has the preview index's rules too.
        #expect(stylesheets.count == 2)
        let page = try String(contentsOf: folder.appendingPathComponent("TaskDetailView.html"), encoding: .utf8)
        // The comparison pages' style sheet is every page's (its golden is the preview pages') and the comparison's rules.
        let sheet = GoldenFile.separatingStyleSheet(page).stylesheet
        try #require(sheet.hasPrefix(HTMLStyleSheet.css), "the comparison pages' style sheet does not start with every page's")
        try snapshots.assertMatches(String(sheet.dropFirst(HTMLStyleSheet.css.count)), named: "Diff/html/comparison.css")
        // The changed row is marked on both sides, the moved section too.
        #expect(
            page.components(separatedBy: #"data-row-type="SingleLineValueSmallLabel" data-style="value2" data-change="changed""#).count == 3
        )
        #expect(page.components(separatedBy: #"<section class="table-section" data-change="moved">"#).count == 3)
    }

    @Test func theWorkingTreeByDefaultUntrackedDefinitionsIncluded() throws {
        let history = try ScriptedHistory()
        try history.edit("Definitions/Tasks/TaskListView.json") { $0.replacingOccurrences(of: #""Tasks""#, with: #""To do""#) }
        try FileManager.default.copyItem(
            at: history.url.appendingPathComponent("Definitions/Tasks/TaskStepDetailView.json"),
            to: history.url.appendingPathComponent("Definitions/Tasks/TaskStepEditView.json"))
        let run = try history.cdlgen(["diff"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.stdout == """
                HEAD → working tree: 2 definitions changed (1 added, 1 modified): 2 changes, no new problems

                Definitions/Tasks/TaskListView.json: modified (list view)
                  ~ changed view
                      controllerTitle: Tasks → To do

                Definitions/Tasks/TaskStepEditView.json: added (detail view)
                  + added view
                      detail view, 1 section, 2 rows

                """)
        // One revision: it against the working tree. A path: only what is below it.
        let one = try history.cdlgen(["diff", "HEAD", "Definitions/Tasks/TaskListView.json"])
        #expect(one.status == 0)
        #expect(
            one.stdout.hasPrefix("HEAD → working tree: 1 definition changed (1 modified): 1 change, no new problems\n"), "\(one.stdout)")
    }

    /// Each version's references resolve among its own files: deleting a definition another one names is
    /// a new error in the later commit, whatever the working tree holds; and a deleted file put back on
    /// disk, untracked, is the same file, not deleted and added. (TaskDetailView, spelt nearly alike, shows
    /// Task, not TaskStep: a guess in a note, which the diff does not list, not a "did you mean" in the message.)
    @Test func referencesResolveInTheirOwnVersion() throws {
        let history = try ScriptedHistory()
        let step = "Definitions/Tasks/TaskStepDetailView.json"
        let saved = try Data(contentsOf: history.url.appendingPathComponent(step))
        try history.git("rm", "-q", step)
        try history.commit("delete the step view")
        let expected = """
            HEAD~1 → HEAD: 1 definition changed (1 deleted): 1 change, 1 new error

            Definitions/Tasks/TaskDetailView.json: unchanged (detail view)
              new Definitions/Tasks/TaskDetailView.json:48:41: error: no definition named 'TaskStepDetailView' \
            (TaskStepDetailView.plist or TaskStepDetailView.json) for 'addNewObjectPropertyListFile' [missing-definition]

            Definitions/Tasks/TaskStepDetailView.json: deleted (detail view)
              - removed view
                  detail view, 1 section, 2 rows

            """
        let committed = try history.cdlgen(["diff", "HEAD~1", "HEAD"])
        #expect(committed.status == 1 && committed.stdout == expected, "\(committed.stdout)\(committed.stderr)")
        try saved.write(to: history.url.appendingPathComponent(step))
        let restored = try history.cdlgen(["diff", "HEAD~1", "HEAD"])
        #expect(restored.status == 1 && restored.stdout == expected, "\(restored.stdout)\(restored.stderr)")
        let workingTree = try history.cdlgen(["diff", "HEAD~1"])
        #expect(workingTree.status == 0)
        #expect(workingTree.stdout == "HEAD~1 → working tree: no definition changed\n", "\(workingTree.stdout)")
    }

    @Test func aDeletedPathIsStillComparedAndAMisspeltOneIsAnError() throws {
        let history = try ScriptedHistory.scripted()
        let deleted = try history.cdlgen(["diff", "HEAD~2", "HEAD", "Definitions/Widgets/WidgetTypeDetailView.plist"])
        #expect(deleted.status == 0, "\(deleted.stderr)")
        #expect(
            deleted.stdout.hasPrefix("HEAD~2 → HEAD: 1 definition changed (1 deleted): 1 change, no new problems\n"), "\(deleted.stdout)")
        let misspelt = try history.cdlgen(["diff", "HEAD~9"])
        #expect(misspelt.status == 2)
        #expect(misspelt.stderr == "cdlgen: error: no such file or folder, in the working tree or in HEAD, nor a revision: HEAD~9\n")
    }

    @Test func usageAndRepositoryFailuresExitWithTwo() throws {
        let history = try ScriptedHistory()
        let html = try history.cdlgen(["diff", "--format", "html"])
        #expect(html.status == 2)
        #expect(html.stderr.contains("--format html writes a folder of pages: name it with -o DIR"))

        let notRepository = try TemporaryFolder.withRepositoryDefinitions()
        let outside = try CDLGenProcess.run(["diff"], in: notRepository.url)
        #expect(outside.status == 2)
        #expect(outside.stderr.hasPrefix("cdlgen: error: not in a git repository: "), "\(outside.stderr)")
    }
}
