import CDLGenTestSupport
import Foundation
import Testing

/// `docs/recipes/github-pr-diff.yml` is a workflow GitHub can run: it parses as YAML, runs on pull
/// requests with the permission to comment, fetches the history the diff needs, posts the very file
/// cdlgen writes, and its cdlgen command line, run as the shell runs it in a repository with a history,
/// writes a comment that fits GitHub's limit and does not fail the step on new errors.
@Suite struct GitHubPRDiffRecipeTests {
    @Test(.requires(.python(["yaml"]))) func theWorkflowPostsTheDiffCdlgenWrites() throws {
        let python = try RequiredTool.python(["yaml"]).url()
        let script = CDLGenProcess.packageRoot.appendingPathComponent("Tests/Recipes/workflow_facts.py").path
        let workflow = RecipeFolder.recipes.appendingPathComponent("github-pr-diff.yml")
        let read = try CDLGenProcess.run(executable: python, [script, workflow.path], in: CDLGenProcess.packageRoot, environment: [:])
        try #require(read.status == 0, "the workflow does not parse: \(read.stderr)")
        let facts = try #require(try JSONSerialization.jsonObject(with: Data(read.stdout.utf8)) as? [String: Any])
        #expect(facts["on"] as? [String] == ["pull_request"])
        let job = try #require((facts["jobs"] as? [String: [String: Any]])?["diff"])
        #expect((job["permissions"] as? [String: String])?["pull-requests"] == "write", "commenting needs it")
        let steps = (job["steps"] as? [[String: Any]] ?? []).map(GitHubActionsRecipeTests.step)

        let actions = steps.compactMap(\.uses).map { $0.split(separator: "@")[0] }
        #expect(actions == ["actions/checkout", "actions/cache", "marocchino/sticky-pull-request-comment"])
        let checkout = try #require(steps.first { $0.uses?.hasPrefix("actions/checkout@") == true })
        #expect(checkout.with["fetch-depth"] as? Int == 0, "a shallow clone has no base commit to compare with")

        let commands = steps.flatMap(\.commands)
        let diff = try #require(commands.first)
        #expect(commands.count == 1 && diff.argv.first == "diff")
        #expect(diff.line.hasSuffix("|| [ $? -eq 1 ]"), "new errors (status 1) must still post the comment")
        let comment = try #require(steps.first { $0.uses?.hasPrefix("marocchino/sticky-pull-request-comment@") == true })
        #expect(diff.stdout != nil && comment.with["path"] as? String == diff.stdout)
        let text = try String(contentsOf: workflow, encoding: .utf8)
        #expect(text.contains("cat \(diff.stdout ?? "-") >> \"$GITHUB_STEP_SUMMARY\""))
        for (index, step) in steps.enumerated() {
            for id in GitHubActionsRecipeTests.stepReferences(in: step.condition ?? "") {
                #expect(
                    steps[..<index].contains { $0.id == id }, "'if' of step \(index + 1) names a step '\(id)' that does not come before it")
            }
        }

        // As on GitHub: the base commit and the pull request's, in a repository with a history.
        let history = try ScriptedHistory.scripted()
        let argv = diff.argv.map { $0 == "$BASE_SHA" ? "HEAD~6" : $0 }
        #expect(argv != diff.argv, "the command compares with $BASE_SHA")
        let run = try history.cdlgen(argv)
        #expect(run.status == 0 || run.status == 1, "\(diff.line): \(run.stderr)")
        #expect(run.stdout.hasPrefix("## cdlgen diff: `HEAD~6` → `HEAD`\n"))
        #expect(run.stdout.utf8.count <= 65_536)
        #expect(run.stdout.contains("<details>"))
    }
}
