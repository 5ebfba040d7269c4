import Basics
import PlistLoader
import Project

/// `cdlgen diff`'s work between its arguments and its report: which repository the revisions are
/// looked up in, which commits they name, and the project compared between them — every failure a
/// `GitError` whose message the command prints as it is.
public enum RevisionComparison {
    /// The repository that tells revisions from paths: that of the first argument that exists, else of
    /// the working folder (also when that path is outside any repository, as `../outside` may be).
    public static func anchorRepository(for arguments: [String]) -> GitRepository? {
        let anchor = arguments.first(where: PathUtilities.exists).map {
            PathUtilities.isDirectory($0) ? $0 : PathUtilities.directory(of: $0)
        }
        return (try? GitRepository(containing: anchor ?? ".")) ?? (anchor == nil ? nil : try? GitRepository(containing: "."))
    }

    /// `setup`'s definitions compared between `revisions` (none: HEAD and the working tree; one: it and
    /// the working tree; two: the first and the second), in the repository holding the definitions, else
    /// `anchorRepository`.
    public static func diff(_ setup: RunSetup, revisions: [String], anchorRepository: GitRepository?) throws -> ProjectDiff {
        let repository: GitRepository
        do {
            repository = try GitRepository(containing: existingFolder(of: setup.settings.definitionPaths.first ?? "."))
        } catch {
            // Then the paths are checked against the repository the revisions were found in.
            guard let anchorRepository else { throw error }
            repository = anchorRepository
        }
        let from = revisions.first ?? "HEAD"
        guard let fromCommit = try repository.commit(from) else { throw GitError("\(from) names no commit") }
        var to = DiffVersion.workingTree
        if revisions.count > 1 {
            guard let commit = try repository.commit(revisions[1]) else { throw GitError("\(revisions[1]) names no commit") }
            to = DiffVersion(label: revisions[1], commit: commit)
        }
        let differ = ProjectDiffer(setup: setup, repository: repository)
        let outside = differ.pathsOutsideRepository(setup.settings.definitionPaths)
        guard outside.isEmpty else {
            throw GitError(outside.map { "\($0) is outside the repository \(repository.top)" }.joined(separator: "\ncdlgen: error: "))
        }
        let earlier = DiffVersion(label: from, commit: fromCommit)
        let unknown = try differ.unknownPaths(setup.missingPaths, from: earlier, to: to)
        guard unknown.isEmpty else {
            throw GitError(
                unknown.map {
                    "no such file or folder, in the working tree or in \(from)\(to.commit == nil ? "" : " or \(to.label)"), nor a revision: \($0)"
                }
                .joined(separator: "\ncdlgen: error: "))
        }
        return try differ.diff(from: earlier, to: to)
    }

    /// The nearest folder of `path` that exists: a definitions folder may be gone from the working tree.
    static func existingFolder(of path: String) -> String {
        var folder = PathUtilities.isDirectory(path) ? path : PathUtilities.directory(of: path)
        while !PathUtilities.isDirectory(folder), folder != "/", folder != "." {
            folder = PathUtilities.directory(of: folder)
        }
        return folder
    }
}
