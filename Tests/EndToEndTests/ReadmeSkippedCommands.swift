/// The README's commands that `ReadmeCodeBlockTests` does not run, each with the reason. Everything else
/// is run; a command that is neither run nor listed here fails the test.
enum ReadmeSkippedCommands {
    /// Commands of the README, by how they start; each must still be in it (a stale entry fails the test).
    static let listed: [(prefix: String, reason: String)] = [
        ("swift test", "runs this test suite, this test included"),
        (
            "swift package plugin generate-manual",
            "runs SwiftPM on this package from inside its own test run; PackagePluginTests runs the plugin's "
                + "generate-manual tool and compares docs/cdlgen.1 with what it writes, byte for byte"
        ),
        ("cp .build/plugins/GenerateManual/", "copies what the skipped generate-manual writes over docs/cdlgen.1"),
        (
            "Scripts/benchmark",
            "builds cdlgen in release and times it against xmllint, plutil and plistlib for minutes; "
                + "BenchmarkTests runs it on 300 files"
        ),
        (
            "cdlgen diff",
            "needs a git history, which the README's copy of the sample app has not; DiffCommandTests runs every format on "
                + "one (the transcript is its text golden file) and GitHubPRDiffRecipeTests the recipe's line"
        ),
        ("Scripts/fuzz", "builds the Fuzz package with libFuzzer and fuzzes each target for minutes"),
        (
            "Scripts/sanitizers",
            "builds the package twice from scratch with sanitizers and runs the suite under AddressSanitizer, "
                + "its parallel parts under ThreadSanitizer: many minutes"
        ),
        (
            "uses: github/codeql-action/upload-sarif",
            "a GitHub action, which runs only on GitHub's runners (the test checks that the steps before it write its sarif_file)"
        ),
    ]

    /// Programs never run, wherever they appear: they install software or need the network.
    static let programs: [String: String] = [
        "apt-get": "installs packages", "apt": "installs packages", "brew": "installs packages", "sudo": "changes the system",
        "pip": "installs packages", "pip3": "installs packages", "curl": "needs the network", "wget": "needs the network",
    ]

    /// Programs that are run besides cdlgen: they only make folders and show the manual.
    static let helpers: Set<String> = ["mkdir", "man"]

    static func reason(for command: String) -> String? {
        if let entry = listed.first(where: { command.hasPrefix($0.prefix) }) { return entry.reason }
        if command.hasPrefix("git clone") { return "needs the network" }
        return programs[String(command.prefix { !$0.isWhitespace })]
    }
}
