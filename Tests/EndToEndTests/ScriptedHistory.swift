import CDLGenTestSupport
import Foundation
import Testing

/// A git repository holding a copy of the sample app (`Definitions/`) and a history of one change a
/// commit, as `cdlgen diff` meets one: the commits are made with fixed names and dates, so their hashes
/// are the same on every run for the same sample app.
final class ScriptedHistory {
    let folder: TemporaryFolder
    var url: URL { folder.url }

    /// The commits after the first, oldest first, by message: what `cdlgen diff HEAD~6 HEAD` must report.
    static let steps = [
        "rename a key path", "move a section", "add a row", "change a row type", "delete a view", "rename a list view and retitle it",
    ]

    private var environment: [String: String] {
        [
            "GIT_AUTHOR_NAME": "Test", "GIT_AUTHOR_EMAIL": "test@example.com", "GIT_COMMITTER_NAME": "Test",
            "GIT_COMMITTER_EMAIL": "test@example.com", "GIT_AUTHOR_DATE": "2026-11-25T12:00:00Z",
            "GIT_COMMITTER_DATE": "2026-11-25T12:00:00Z",
            "GIT_CONFIG_NOSYSTEM": "1", "GIT_CONFIG_GLOBAL": "/dev/null", "HOME": url.path, "NO_COLOR": "1",
        ]
    }

    /// The repository with its first commit only: the sample app as it is.
    init() throws {
        folder = try TemporaryFolder.withRepositoryDefinitions()
        try git("init", "-q", "-b", "main")
        try git("add", "-A")
        try git("commit", "-q", "-m", "the sample app")
    }

    /// The repository with every step of ``steps`` committed.
    static func scripted() throws -> ScriptedHistory {
        let history = try ScriptedHistory()
        // A key path renamed to one the model does not have: a new error.
        try history.edit("Definitions/Tasks/TaskDetailView.json") {
            $0.replacingOccurrences(of: #""attributeKeyPath": "dueDate""#, with: #""attributeKeyPath": "deadline""#)
        }
        try history.commit(steps[0])
        try history.edit("Definitions/Tasks/TaskDetailView.json", Self.stepsBeforeDescription)
        try history.commit(steps[1])
        // A second row showing the name, after the first: the rows after it only shift.
        try history.edit("Definitions/Events/EventDetailView.plist") {
            $0.replacingOccurrences(
                of: "\t\t\t\tattributeKeyPath = name;\n\t\t\t},\n",
                with: "\t\t\t\tattributeKeyPath = name;\n\t\t\t},\n\t\t\t{\n\t\t\t\trowType = CDLTableRowTypeSingleLineValueLargeLabel;\n"
                    + "\t\t\t\trowLabel = Title;\n\t\t\t\tattributeKeyPath = name;\n\t\t\t},\n")
        }
        try history.commit(steps[2])
        try history.edit("Definitions/Widgets/WidgetDetailView.plist") {
            $0.replacingOccurrences(
                of:
                    "<string>CDLTableRowTypeSingleLineValueSmallLabel</string>\n\t\t\t\t<key>rowLabel</key>\n\t\t\t\t<string>Released</string>",
                with:
                    "<string>CDLTableRowTypeSingleLineValueLargeLabel</string>\n\t\t\t\t<key>rowLabel</key>\n\t\t\t\t<string>Released</string>"
            )
        }
        try history.commit(steps[3])
        try history.git("rm", "-q", "Definitions/Widgets/WidgetTypeDetailView.plist")
        try history.commit(steps[4])
        try history.git("mv", "Definitions/Events/EventListView.plist", "Definitions/Events/EventsListView.plist")
        try history.edit("Definitions/Events/EventsListView.plist") {
            $0.replacingOccurrences(of: "controllerTitle = Events;", with: "controllerTitle = \"All events\";")
        }
        try history.commit(steps[5])
        return history
    }

    /// TaskDetailView's "Steps" section moved before "Description".
    static func stepsBeforeDescription(_ text: String) -> String {
        guard let description = text.range(of: "  {\n    \"sectionTitle\": \"Description\""),
            let steps = text.range(of: "  {\n    \"sectionTitle\": \"Steps\""),
            let end = text.range(of: "  }\n]", options: .backwards)
        else { return text }
        // The section ends "  },\n": the last one ends "  }".
        let descriptionBlock = text[description.lowerBound..<steps.lowerBound].dropLast(2)
        return text[..<description.lowerBound] + text[steps.lowerBound..<end.lowerBound] + "  },\n" + descriptionBlock + "\n]\n"
    }

    func edit(_ path: String, _ change: (String) -> String) throws {
        let file = url.appendingPathComponent(path)
        let text = try String(contentsOf: file, encoding: .utf8)
        let changed = change(text)
        try #require(changed != text, "the edit of \(path) changed nothing")
        try Data(changed.utf8).write(to: file)
    }

    func commit(_ message: String) throws {
        try git("commit", "-q", "-a", "-m", message)
    }

    /// A commit that changes nothing.
    func commit(allowingEmpty message: String) throws {
        try git("commit", "-q", "--allow-empty", "-m", message)
    }

    /// The commit a revision names, in full.
    func commit(of revision: String) throws -> String {
        try git("rev-parse", revision).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @discardableResult
    func git(_ arguments: String...) throws -> CDLGenProcess.Result {
        let result = try CDLGenProcess.run(
            executable: URL(fileURLWithPath: "/usr/bin/env"), ["git"] + arguments, in: url, environment: environment)
        try #require(result.status == 0, "git \(arguments.joined(separator: " ")): \(result.stderr)")
        return result
    }

    /// `cdlgen ARGUMENTS` in the repository.
    /// `cdlgen arguments…` in the repository, with `adding` to its environment.
    func cdlgen(_ arguments: [String], adding: [String: String] = [:]) throws -> CDLGenProcess.Result {
        try CDLGenProcess.run(arguments, in: url, environment: environment.merging(adding) { $1 })
    }
}
