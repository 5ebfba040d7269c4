import ArgumentParser
import Foundation
import RowControllers
import Workspace

struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check definitions and report problems with their file, line and column.",
        discussion: """
            Folders are searched recursively for .plist and .json files. With a Core Data model (--model, or \
            'model' in cdlgen.json) every key path is checked against the entity the definition shows. \
            Diagnostics go to standard output in file and position order; with --format human, a closing \
            count goes to standard error. \
            Exit status: 0 when there are no errors, 1 when there are (or warnings, with --strict), 2 for bad \
            arguments or unreadable files. \
            --fix applies the fix-its that are certain, keeping every other byte of a text file, then reports \
            as validate does; --fix-dry-run prints the changes as a unified diff instead.
            """
    )

    @Argument(help: "Definition files or folders (default: the project file's, else ./Definitions).", completion: .propertyLists)
    var paths: [String] = []

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

    @Flag(help: "Apply the fix-its that are certain to the definitions, in place, then report what is left.")
    var fix = false

    @Flag(help: "Print what --fix would change as a unified diff, and change nothing; exit status 1 if there is anything to fix.")
    var fixDryRun = false

    @OptionGroup var project: ProjectOptions

    @OptionGroup var limits: LimitOptions

    func validate() throws {
        if fix && fixDryRun { throw ValidationError("--fix and --fix-dry-run cannot be used together") }
        if fixDryRun && format != .human { throw ValidationError("--fix-dry-run prints a diff, in no --format") }
    }

    func run() throws {
        var options = project.runOptions(paths: paths, strict: strict)
        options.rules = Dictionary(rules.map { ($0.code, $0.setting) }, uniquingKeysWith: { _, later in later })
        let writeFailed = fix || fixDryRun ? try applyFixes(options) : false
        let setup: WorkspaceSetup
        do {
            setup = try WorkspaceSetup.load(options, limits: limits.limits)
        } catch {
            throw SettingsFailure.stop(error, format: format)
        }
        for missing in setup.missingPaths {
            Terminal.writeError("cdlgen: error: no such file or folder: \(missing)\n")
        }
        var validator = setup.validator
        // Lines and columns only for what is reported: the definitions are not handed on.
        validator.loader.defersLineColumns = true
        // Each definition is freed on the core that made it: the model phase decodes again the few it needs.
        validator.keepsDefinitions = false
        var reports = validator.validate(setup.files, catalog: setup.catalog) + setup.settingsReports
        let settings = setup.settings
        settings.applyRules(to: &reports)
        let anyUnreadable = Terminal.reportReadFailures(reports)
        let summary = ValidationSummary(reports, missingPaths: setup.missingPaths.count)
        if quiet { settings.keepFailures(in: &reports) }
        Terminal.write(format.reporter.render(reports))
        if format == .human && !quiet { Terminal.writeError(summary.line + "\n") }

        var status = ExitStatus.clean
        if !setup.missingPaths.isEmpty || anyUnreadable || writeFailed {
            status = ExitStatus.usageOrIOFailure
        } else if settings.fails(summary) {
            status = ExitStatus.findings
        }
        // Ends the process here, the reports still in memory, as compilers do (clang's -disable-free):
        // returning would free every file's definition one after another on one core, 4% of a run
        // against a model, for memory the system takes back at once. `_exit`, as nothing is left to run
        // at exit (the output is written; C's buffered streams are flushed): `exit` took 0.3 ms more.
        fflush(nil)
        _exit(status)
    }
}
