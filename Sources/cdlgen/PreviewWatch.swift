import Basics
import Foundation
import PlistLoader
import Previews
import SiteServer
import Workspace

/// `preview --watch`: after the first site, each change draws again the pages of the definitions it
/// affects (a ``Workspace`` tells which: the changed definitions and those connected to them by
/// references; everything for the project file, the model or the sample data) and the index, and
/// removes the pages of definitions that are gone.
struct PreviewWatch {
    let command: PreviewCommand
    let output: String
    /// The site's pages as last written, index included.
    var pages: Set<String>
    /// With `--serve`: told of each round, so that open pages reload.
    var server: SiteServer?

    func run() throws {
        let workspace: Workspace
        do {
            workspace = try Workspace(command.runOptions, limits: command.limits.limits)
        } catch {
            throw SettingsFailure.stop(error)
        }
        let setup = workspace.setup
        let watched = WatchedPaths(
            folders: setup.catalog.roots
                + [setup.settings.modelPath, setup.settings.defaultSamplesFolder].compactMap { $0 }.map(PathUtilities.absolute),
            files: [setup.settings.projectFile?.path].compactMap { $0 }.map(PathUtilities.absolute),
            ignored: [PathUtilities.realPath(output) ?? PathUtilities.absolute(output)])
        var pages = pages
        WatchSession(watched, polling: command.watching.poll).run { changed in
            let update = workspace.filesChanged(changed)
            do {
                let session = try command.prepare()
                let drawn = Set(update.reports.map(\.file.path))
                command.showDiagnostics(of: session.reports.filter { drawn.contains($0.file.path) })
                let summary = try command.write(session, to: output, only: drawn)
                let now = PreviewSiteWriter(session: session).pagePaths
                for gone in pages.subtracting(now) { try? FileManager.default.removeItem(atPath: PathUtilities.join(output, gone)) }
                pages = now
                server?.siteChanged()
                Terminal.write(
                    "\(WatchSession.describe(changed)): drew \(summary.pages) of \(now.count) pages; \(summary.definitions) definitions"
                        + " (\(summary.errors) error\(summary.errors == 1 ? "" : "s"), \(summary.warnings) warning\(summary.warnings == 1 ? "" : "s"))\n"
                )
            } catch {
                // Said already (a project file that no longer parses, a page that cannot be written): the
                // next change may mend it.
            }
        }
    }
}
