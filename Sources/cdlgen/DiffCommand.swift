import ArgumentParser
import Basics
import Foundation
import PlistLoader
import Previews
import Project
import Review
import Workspace

struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Show what changed in the definitions between two git revisions, as views rather than as text.",
        discussion: """
            With no revision, HEAD is compared with the working tree (untracked definitions included); with one, \
            that revision with the working tree; with two (or A..B), the first with the second. Sections and rows \
            are matched by what they are (a section by its title, a row by its key path and row type, then key \
            path, then label and row type), so a row is reported added, removed, moved (only when its order \
            really changed) or changed (which keys, before and after); list views key by key; renamed files \
            (git diff -M) old against new. Both versions are validated with the working tree's project file, \
            model and rules, and diagnostics the later version has and the earlier did not are listed as new. \
            Runs git in the repository of the definitions, none of the commands its configuration names \
            (fsmonitor, hooks, filters, external diff). Exit status: 0 compared, 1 the later version has new \
            errors (or new warnings, when the project is strict), 2 bad arguments, not a git repository, a revision or \
            path no version has, or a write failure.
            """
    )

    @Argument(
        help: ArgumentHelp(
            "Up to two revisions (default: HEAD and the working tree), then the definition files or folders to compare "
                + "(default: the project file's, else ./Definitions).",
            valueName: "revision-or-path"),
        completion: .propertyLists)
    var arguments: [String] = []

    @Option(help: "text (the terminal), markdown (a pull-request comment), json, or html (a folder of pages; needs -o).")
    var format: DiffFormat = .text

    @Option(
        name: [.customShort("o"), .long],
        help: ArgumentHelp("The folder to write (html), or the file (other formats; default: standard output).", valueName: "path"),
        completion: .outputFolder)
    var output: String?

    @OptionGroup var project: ProjectOptions
    @OptionGroup var limits: LimitOptions

    func validate() throws {
        if format == .html, output == nil { throw ValidationError("--format html writes a folder of pages: name it with -o DIR") }
    }

    func run() throws {
        MallocTuning.beforeSpawning()
        let anchorRepository = RevisionComparison.anchorRepository(for: arguments)
        let split = DiffArguments(arguments, repository: anchorRepository)
        let options = project.runOptions(paths: split.paths, strict: nil)
        let setup: RunSetup
        do {
            // Both versions are read from the paths named alone: a commit's files are listed below them, so
            // the working tree's are too (README, "Checking part of a project" is validate's, not diff's).
            var settings = try RunSettings.resolve(options, limits: limits.limits)
            settings.contextPaths = []
            setup = try RunSetup.load(settings, limits: limits.limits)
        } catch {
            throw SettingsFailure.stop(error)
        }
        let diff: ProjectDiff
        do {
            diff = try RevisionComparison.diff(setup, revisions: split.revisions, anchorRepository: anchorRepository)
        } catch {
            Terminal.writeError("cdlgen: error: \(error)\n")
            throw ExitCode(ExitStatus.usageOrIOFailure)
        }

        let reporter = try format.reporter(builder: { try previewBuilder(paths: split.paths) }, toTerminal: output == nil)
        do {
            switch reporter.render(diff) {
            case .document(let text):
                if let output {
                    try AtomicFileWriter.write(Array(text.utf8), to: output, replacing: true)
                } else {
                    Terminal.write(text)
                }
            case .pages(let pages):
                try DiffFolderWriter.write(pages, to: output ?? ".")
                let index = (output ?? ".").hasSuffix("/") ? (output ?? ".") + "index.html" : (output ?? ".") + "/index.html"
                Terminal.write("wrote \(pages.count) page\(pages.count == 1 ? "" : "s") to \(index): \(diff.summary.sentence)\n")
            }
        } catch {
            Terminal.writeError("cdlgen: error: \(error)\n")
            throw ExitCode(ExitStatus.usageOrIOFailure)
        }
        if diff.hasNewFailures { throw ExitCode(ExitStatus.findings) }
    }

    /// The builder of the HTML pages' tables: the project's sample data, locale and time zone, as `preview` uses them.
    private func previewBuilder(paths: [String]) throws -> PreviewBuilder {
        do {
            return try PreviewSession.prepare(
                project.runOptions(paths: paths, strict: nil), preview: PreviewOptions(), limits: limits.limits
            ).builder
        } catch {
            throw SettingsFailure.stop(error)
        }
    }
}
