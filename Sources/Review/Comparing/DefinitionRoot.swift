import Basics
import Checks
import Definitions
import PlistLoader

/// A definitions folder (or a file named on the command line) and where it is in the repository.
struct DefinitionRoot: Sendable {
    /// As the settings give it: files below it are named from it, as `validate` names them.
    var path: String
    /// From the repository's top ("" for the top itself); nil when it lies outside the repository.
    var gitPath: String?

    init(path: String, top: String) {
        self.path = path
        // A folder or file deleted from the working tree still has its place: resolve what exists of it.
        var absolute = PathUtilities.absolute(path)
        if let real = PathUtilities.realPath(path) {
            absolute = real
        } else if let parent = PathUtilities.realPath(PathUtilities.directory(of: absolute)) {
            absolute = PathUtilities.join(parent, String(absolute.split(separator: "/").last ?? ""))
        }
        if absolute == top {
            gitPath = ""
        } else if PathUtilities.isInside(absolute, top) {
            gitPath = String(absolute.dropFirst(top.count + (top.hasSuffix("/") ? 0 : 1)))
        } else {
            gitPath = nil
        }
    }

    /// The file at `gitPath` as a search of this root names it, if the search would take it for a
    /// definition (a file named itself always is).
    func file(at gitPath: String, skipping: [String], exclude: FileExclusion?) -> DefinitionFile? {
        guard let root = self.gitPath else { return nil }
        if gitPath == root { return DefinitionFile(path: path) }
        guard root.isEmpty || gitPath.hasPrefix(root + "/") else { return nil }
        let relative = String(gitPath.dropFirst(root.isEmpty ? 0 : root.count + 1))
        guard DefinitionFileFinder.wouldFind(relative, below: path, skipping: skipping, exclude: exclude) else { return nil }
        return DefinitionFileFinder.file(relative, below: path)
    }
}
