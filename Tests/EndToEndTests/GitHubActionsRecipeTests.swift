import CDLGenTestSupport
import Foundation
import Testing

/// `docs/recipes/github-actions.yml` is a workflow GitHub can run: it parses as YAML, validates, uploads
/// SARIF with upload-sarif from the file cdlgen writes, uploads the preview folder cdlgen writes, and
/// every cdlgen command line in it is one the built cdlgen accepts, run on a copy of the sample app.
@Suite struct GitHubActionsRecipeTests {
    struct Command {
        var argv: [String]
        var stdout: String?
        var line: String
    }

    struct Step {
        var id: String?
        var uses: String?
        var with: [String: Any]
        var condition: String?
        var commands: [Command]
    }

    @Test(.requires(.python(["yaml"]))) func theWorkflowDoesWhatTheRecipeSays() throws {
        let python = try RequiredTool.python(["yaml"]).url()
        let script = CDLGenProcess.packageRoot.appendingPathComponent("Tests/Recipes/workflow_facts.py").path
        let workflow = RecipeFolder.recipes.appendingPathComponent("github-actions.yml").path
        let read = try CDLGenProcess.run(executable: python, [script, workflow], in: CDLGenProcess.packageRoot, environment: [:])
        try #require(read.status == 0, "the workflow does not parse: \(read.stderr)")
        let facts = try #require(try JSONSerialization.jsonObject(with: Data(read.stdout.utf8)) as? [String: Any])
        #expect(facts["on"] as? [String] == ["pull_request", "push"])
        let jobs = try #require(facts["jobs"] as? [String: [String: Any]])
        let job = try #require(jobs["definitions"])
        #expect((job["permissions"] as? [String: String])?["security-events"] == "write", "upload-sarif needs it")
        let steps = (job["steps"] as? [[String: Any]] ?? []).map(Self.step)

        let actions = steps.compactMap(\.uses).map { $0.split(separator: "@")[0] }
        #expect(actions == ["actions/checkout", "actions/cache", "github/codeql-action/upload-sarif", "actions/upload-artifact"])
        let commands = steps.flatMap(\.commands)
        #expect(commands.map(\.argv.first) == ["validate", "validate", "preview"])

        // The SARIF that is uploaded is the file cdlgen writes; so is the preview folder.
        let sarif = try #require(commands.first { $0.argv.contains("sarif") })
        let upload = try #require(steps.first { $0.uses?.hasPrefix("github/codeql-action/upload-sarif@") == true })
        #expect(sarif.stdout != nil && upload.with["sarif_file"] as? String == sarif.stdout)
        let preview = try #require(commands.first { $0.argv.first == "preview" })
        let output = try #require(preview.argv.firstIndex(of: "-o").map { preview.argv[$0 + 1] })
        let artifact = try #require(steps.first { $0.uses?.hasPrefix("actions/upload-artifact@") == true })
        #expect((artifact.with["path"] as? String).map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 } == output)

        // Conditions name only steps that exist, earlier in the job.
        for (index, step) in steps.enumerated() {
            for id in Self.stepReferences(in: step.condition ?? "") {
                #expect(
                    steps[..<index].contains { $0.id == id }, "'if' of step \(index + 1) names a step '\(id)' that does not come before it")
            }
        }

        try runEveryCommand(commands)
    }

    /// Runs each command line in a copy of the sample app. A `--format` the built cdlgen does not have
    /// yet (the workflow uses sarif and github, which come with issue 6's reporters) is swapped for json,
    /// so the rest of the line is still checked; once cdlgen has it, the line runs as written.
    func runEveryCommand(_ commands: [Command]) throws {
        let formats = try CDLGenHelp().values(of: "--format", in: "validate")
        #expect(formats.contains("human") && formats.contains("json"))
        let app = try RecipeFolder()
        for command in commands {
            var argv = command.argv
            var written = "json"
            if let index = argv.firstIndex(of: "--format"), index + 1 < argv.count {
                written = argv[index + 1]
                if !formats.contains(written) { argv[index + 1] = "json" }
            }
            let result = try CDLGenProcess.run(argv, in: app.url)
            #expect(result.status == 0, "\(command.line) (run as cdlgen \(argv.joined(separator: " "))): \(result.stderr)")
            if command.stdout != nil && (written == "json" || written == "sarif") && formats.contains(written) {
                #expect((try? JSONSerialization.jsonObject(with: Data(result.stdout.utf8))) != nil, "\(command.line) writes no JSON")
            }
        }
        #expect(FileManager.default.fileExists(atPath: app.url.appendingPathComponent("preview/index.html").path))
    }

    static func step(_ object: [String: Any]) -> Step {
        let commands = (object["commands"] as? [[String: Any]] ?? []).map {
            Command(argv: $0["argv"] as? [String] ?? [], stdout: $0["stdout"] as? String, line: $0["line"] as? String ?? "")
        }
        return Step(
            id: object["id"] as? String, uses: object["uses"] as? String, with: object["with"] as? [String: Any] ?? [:],
            condition: object["if"] as? String, commands: commands)
    }

    /// `steps.install.outcome` → install.
    static func stepReferences(in condition: String) -> [String] {
        condition.components(separatedBy: "steps.").dropFirst().compactMap { $0.split(separator: ".").first.map(String.init) }
    }
}
