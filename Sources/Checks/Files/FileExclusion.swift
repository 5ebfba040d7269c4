import Basics
import PlistLoader

/// The project file's `exclude`: globs, and the folder they are relative to (the project file's).
public struct FileExclusion: Sendable {
    public var globs: [ExcludeGlob]
    /// Absolute.
    public var folder: String

    public init(globs: [ExcludeGlob], folder: String) {
        self.globs = globs
        self.folder = PathUtilities.absolute(folder)
    }

    /// Whether a file or folder the search meets (a path from the working directory) is excluded. One
    /// outside the project file's folder is never.
    public func excludes(_ path: String) -> Bool {
        let absolute = PathUtilities.absolute(path)
        let base = folder == "/" ? "/" : folder + "/"
        guard absolute.hasPrefix(base) else { return false }
        let components = absolute.dropFirst(base.count).split(separator: "/")
        return globs.contains { $0.matches(components) }
    }
}
