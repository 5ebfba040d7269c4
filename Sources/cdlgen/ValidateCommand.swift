import ArgumentParser
import Foundation
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

    @OptionGroup var validation: ValidationOptions

    @OptionGroup var watching: WatchOptions

    @Flag(help: "Apply the fix-its that are certain to the definitions, in place, then report what is left.")
    var fix = false

    @Flag(help: "Print what --fix would change as a unified diff, and change nothing; exit status 1 if there is anything to fix.")
    var fixDryRun = false

    @OptionGroup var project: ProjectOptions

    @OptionGroup var limits: LimitOptions

    func validate() throws {
        if fix && fixDryRun { throw ValidationError("--fix and --fix-dry-run cannot be used together") }
        if fixDryRun && validation.format != .human { throw ValidationError("--fix-dry-run prints a diff, in no --format") }
        if (fix || fixDryRun) && watching.watch { throw ValidationError("--fix and --fix-dry-run do not go with --watch") }
    }

    func run() throws {
        if watching.watch {
            try ValidateWatch.run(paths: paths, options: validation, project: project, limits: limits, polling: watching.poll)
        }
        let writeFailed = fix || fixDryRun ? try applyFixes(validation.runOptions(project, paths: paths)) : false
        let run = try ValidationRun(paths: paths, options: validation, project: project, limits: limits)
        // Ends the process here, the reports still in memory, as compilers do (clang's -disable-free):
        // returning would free every file's report (its diagnostics and source lines; the definitions
        // are freed as they are checked) one after another on one core, for memory the system takes back
        // at once. `_exit`, as nothing is left to run at exit (the output is written; C's buffered streams
        // are flushed), and `exit`'s handlers take time (docs/PERFORMANCE.md, "The comments' figures").
        fflush(nil)
        _exit(writeFailed ? ExitStatus.usageOrIOFailure : run.status)
    }
}
