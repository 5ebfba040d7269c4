import Basics
import Checks
import Foundation
import PlistLoader
import Reporting
import Workspace

/// `validate --watch`: the project as a ``Workspace`` — each round checks again only what the changed
/// files affect, prints those files' diagnostics and the whole project's count.
enum ValidateWatch {
    static func run(paths: [String], options: ValidationOptions, project: ProjectOptions, limits: LimitOptions, polling: Bool) throws
        -> Never
    {
        let workspace: Workspace
        do {
            workspace = try Workspace(options.runOptions(project, paths: paths), limits: limits.limits)
        } catch {
            throw SettingsFailure.stop(error, format: options.format)
        }
        show(workspace.reports, of: workspace, options: options)
        let setup = workspace.setup
        let watched = WatchedPaths(
            folders: setup.catalog.roots
                + [setup.settings.modelPath, setup.settings.defaultSamplesFolder].compactMap { $0 }.map(PathUtilities.absolute),
            files: [setup.settings.projectFile?.path].compactMap { $0 }.map(PathUtilities.absolute))
        WatchSession(watched, polling: polling).run { changed in
            let update = workspace.filesChanged(changed)
            Terminal.writeError(
                "\n\(WatchSession.describe(changed)): \(update.reports.count) file\(update.reports.count == 1 ? "" : "s") checked again\n"
            )
            show(update.reports, of: workspace, options: options)
        }
        exit(ExitStatus.clean)
    }

    /// The reports' diagnostics, and the whole project's count.
    private static func show(_ reports: [FileReport], of workspace: Workspace, options: ValidationOptions) {
        var shown = reports
        if options.quiet { workspace.setup.settings.keepFailures(in: &shown) }
        Terminal.write(options.format.reporter.render(shown))
        let summary = ValidationSummary(workspace.reports, missingPaths: workspace.setup.missingPaths.count)
        if options.format == .human { Terminal.writeError(summary.line + "\n") }
    }
}
