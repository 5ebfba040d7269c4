import Basics
import PlistLoader

/// The definitions a partial check is made among (README, "Checking part of a project"): a reference
/// from a named file must resolve as it does when the whole project is checked, wherever in the project
/// the definition it names lives.
enum ProjectContext {
    /// The project's definitions folders (the project file's `definitions`, else `./Definitions`) that the
    /// named `paths` do not already cover, when a named path lies in one of them; else none: a file
    /// outside the project is checked among the folders named.
    static func folders(around paths: [String], project: ProjectFile?) -> [String] {
        let folders: [String]
        if let project {
            guard !project.definitionsLeaveProject else { return [] }
            folders =
                project.definitions.isEmpty
                ? [project.resolvedPath(ProjectFile.defaultDefinitionsFolder)] : project.definitions.map { project.resolvedPath($0.value) }
        } else {
            folders = [ProjectFile.defaultDefinitionsFolder]
        }
        let realFolders = folders.map { (path: $0, real: PathUtilities.realPath($0)) }.filter {
            $0.real != nil && PathUtilities.isDirectory($0.path)
        }
        let named = paths.compactMap(PathUtilities.realPath)
        let namedInProject = named.contains { path in realFolders.contains { PathUtilities.isInside(path, $0.real!) } }
        guard namedInProject else { return [] }
        // A folder named whole (or inside a folder named) adds nothing.
        let namedFolders = zip(paths, named).filter { PathUtilities.isDirectory($0.0) }.map(\.1)
        return realFolders.filter { folder in !namedFolders.contains { PathUtilities.isInside(folder.real!, $0) } }.map(\.path)
    }
}
