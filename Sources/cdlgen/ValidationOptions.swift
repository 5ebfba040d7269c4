import ArgumentParser
import Project

/// The options of a run that validates: `validate`'s, and `compile`'s, which validates first.
struct ValidationOptions: ParsableArguments {
    @Option(help: "How to print diagnostics: human, json, sarif (SARIF 2.1.0) or github (workflow commands).")
    var format: OutputFormat = .human

    @Flag(
        inversion: .prefixedNo,
        help: """
            --strict fails on warnings too; --no-strict only on errors, whatever the project file's 'strict' says \
            (default: its 'strict', else no).
            """)
    var strict: Bool?

    @Option(
        name: .customLong("rule"), parsing: .singleValue,
        help: ArgumentHelp(
            "Turn a rule off or give its diagnostics a severity, over the project file's 'rules'; repeatable.",
            valueName: "code=off|warning|error"),
        transform: { text in
            do { return try RuleOverride(parsing: text) } catch { throw ValidationError("\(error)") }
        })
    var rules: [RuleOverride] = []

    @Flag(name: .shortAndLong, help: "Print only the diagnostics that fail the run (errors; warnings too with --strict), and no count.")
    var quiet = false

    /// The run's options: the project's, these over them.
    func runOptions(_ project: ProjectOptions, paths: [String]) -> RunOptions {
        var options = project.runOptions(paths: paths, strict: strict)
        options.rules = Dictionary(rules.map { ($0.code, $0.setting) }, uniquingKeysWith: { _, later in later })
        return options
    }
}
