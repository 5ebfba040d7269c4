import Basics
import Foundation
import PlistLoader

/// Where a project file's paths may lead: the git repository holding the project file (the first folder
/// up from it with `.git`), or, outside any repository, the project file's own folder. Paths are compared
/// after symbolic links are resolved, so that a link inside cannot lead out. A project file is not
/// always the user's own (a pull request's, in CI): what its paths name outside is neither read nor
/// printed unless the command line allows it (`--allow-outside-project`).
struct ProjectBoundary: Sendable {
    /// The real path of the folder paths must stay in.
    let root: String

    init(projectFile path: String) {
        let folder =
            PathUtilities.realPath(PathUtilities.directory(of: PathUtilities.absolute(path)))
            ?? PathUtilities.absolute(PathUtilities.directory(of: path))
        var current = folder
        while true {
            if PathUtilities.exists(PathUtilities.join(current, ".git")) {
                root = current
                return
            }
            let parent = PathUtilities.directory(of: current)
            if parent == current {
                root = folder
                return
            }
            current = parent
        }
    }

    /// Whether `path` (as seen from the working directory) stays inside. A path that does not exist is
    /// judged by its nearest existing folder, with the rest of it taken as written.
    func contains(_ path: String) -> Bool {
        let absolute = path.hasPrefix("/") ? path : PathUtilities.join(FileManager.default.currentDirectoryPath, path)
        return PathUtilities.isInside(Self.resolved(absolute), root)
    }

    /// `path` (absolute) with the links of its longest existing part resolved, as the kernel would: a
    /// `..` after a link leads from where the link leads.
    private static func resolved(_ path: String) -> String {
        var existing = path
        var rest: [String] = []
        while PathUtilities.realPath(existing) == nil, existing != "/" {
            rest.insert(String(existing.split(separator: "/").last ?? ""), at: 0)
            existing = PathUtilities.directory(of: existing)
        }
        let base = PathUtilities.realPath(existing) ?? existing
        return PathUtilities.normalized(([base] + rest).joined(separator: "/"))
    }
}
