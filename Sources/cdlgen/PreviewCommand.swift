import ArgumentParser
import Checks
import Foundation
import Previews
import Project
import Reporting
import SiteServer

struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Write a static HTML site showing every definition as a grouped table.",
        discussion: """
            Writes index.html, listing every definition with its diagnostics count, and one page per \
            definition with its diagnostics beside the rows they concern; the diagnostics are printed on standard \
            error too, as validate prints them (--quiet leaves them out). Pages are self-contained (inline \
            CSS, no script, no requests) and open from file://. Re-running gives byte-identical files. \
            Without -o the site goes to preview/ beside the project file (cdlgen.json or cdlgen.plist), \
            wherever cdlgen runs; with no project file, to ./preview. Exit status: 0 written (the pages \
            show any problems; 'cdlgen validate' is the check that fails), 2 bad arguments, an unreadable \
            file (named on standard error; the site is still written) or a write failure.
            """
    )

    @Argument(help: "Definition files or folders (default: the project file's, else ./Definitions).", completion: .propertyLists)
    var paths: [String] = []

    @Option(
        name: [.customShort("o"), .long],
        help: ArgumentHelp(
            "The folder to write the site to, created if missing (default: preview beside the project file, else ./preview).",
            valueName: "folder"),
        completion: .outputFolder)
    var output: String?

    @OptionGroup var data: PreviewDataOptions
    @OptionGroup var project: ProjectOptions
    @OptionGroup var limits: LimitOptions

    @Flag(
        help:
            "Also draw each definition's page empty (no related objects, empty strings), with long text (every string 200 characters) and 320 points wide, beside it."
    )
    var states = false

    @Flag(help: "Leave the diagnostics out of standard error: only the line saying what was written.")
    var quiet = false

    @OptionGroup var watching: WatchOptions

    @Option(
        help: ArgumentHelp(
            "Serve the site on http://127.0.0.1:PORT/ (0: any free port), pages reloading as they are drawn again; implies --watch.",
            valueName: "port"))
    var serve: UInt16?

    func run() throws {
        let session = try prepare()
        let anyUnreadable = Terminal.reportReadFailures(session.reports)
        showDiagnostics(of: session.reports)
        // A project's site has one place, wherever in the project cdlgen runs; -o is the user's own path.
        let output = output ?? session.settings.projectFile?.resolvedPath("preview") ?? "preview"
        let summary = try write(session, to: output, only: nil)
        let index = output.hasSuffix("/") ? output + "index.html" : output + "/index.html"
        Terminal.write(
            "wrote \(summary.pages) page\(summary.pages == 1 ? "" : "s") for \(summary.definitions) definition\(summary.definitions == 1 ? "" : "s") to \(index)"
                + " (\(summary.errors) error\(summary.errors == 1 ? "" : "s"), \(summary.warnings) warning\(summary.warnings == 1 ? "" : "s"))\n"
        )
        if watching.watch || serve != nil {
            var server: SiteServer?
            if let serve {
                do {
                    server = try SiteServer(folder: output, port: serve)
                    server?.start(log: Terminal.writeError)
                    Terminal.write("serving http://127.0.0.1:\(server?.port ?? serve)/\n")
                } catch {
                    Terminal.writeError("cdlgen: error: --serve \(serve): \(error)\n")
                    throw ExitCode(ExitStatus.usageOrIOFailure)
                }
            }
            try PreviewWatch(command: self, output: output, pages: PreviewSiteWriter(session: session).pagePaths, server: server).run()
        }
        if anyUnreadable { throw ExitCode(ExitStatus.usageOrIOFailure) }
    }

    /// The settings, the model, the data and every definition, checked.
    func prepare() throws -> PreviewSession {
        let session: PreviewSession
        do {
            session = try PreviewSession.prepare(runOptions, preview: data.previewOptions, limits: limits.limits)
        } catch {
            throw SettingsFailure.stop(error)
        }
        for missing in session.missingPaths {
            Terminal.writeError("cdlgen: error: no such file or folder: \(missing)\n")
        }
        if !session.missingPaths.isEmpty { throw ExitCode(ExitStatus.usageOrIOFailure) }
        return session
    }

    var runOptions: RunOptions { project.runOptions(paths: paths, strict: nil) }

    /// The findings, as `validate` shows them, on standard error (standard output says what was written):
    /// the site shows them too, but a broken row or a store that does not match the model should be seen
    /// without opening it.
    func showDiagnostics(of reports: [FileReport]) {
        guard !quiet else { return }
        Terminal.writeError(HumanReporter(palette: Terminal.errorPalette).render(reports))
    }

    /// Writes the site, or with `only` the pages of those definitions (by path) and the index.
    func write(_ session: PreviewSession, to output: String, only: Set<String>?) throws -> PreviewSiteWriter.Summary {
        let progress = Terminal.errorIsTerminal && only == nil ? ProgressLine(label: "rendering") : nil
        defer { progress?.finish() }
        do {
            var report: (@Sendable (Int, Int) -> Void)?
            if let progress { report = { done, total in progress.update(done, of: total) } }
            return try PreviewSiteWriter(session: session).write(to: output, progress: report, onlyDefinitionsAt: only, states: states)
        } catch {
            Terminal.writeError("cdlgen: error: \(error)\n")
            throw ExitCode(ExitStatus.usageOrIOFailure)
        }
    }
}
