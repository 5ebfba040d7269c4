import Basics
import Foundation
import PlistLoader

/// Finds the project file (README, "The project file"): `cdlgen.json` or `cdlgen.plist` in a folder or its parents, up to
/// the repository root (the first folder holding `.git`) or the file system's root.
public enum ProjectFileLocator {
    public static let fileNames = ["cdlgen.json", "cdlgen.plist"]

    /// The project file's path, relative when `folder` is; nil when there is none.
    public static func find(from folder: String) -> String? {
        var current = folder
        var absolute = PathUtilities.absolute(folder)
        while true {
            for name in fileNames {
                let candidate = PathUtilities.join(current, name)
                if PathUtilities.isRegularFile(candidate) { return PathUtilities.normalized(candidate) }
            }
            let parent = PathUtilities.directory(of: absolute)
            if FileManager.default.fileExists(atPath: PathUtilities.join(absolute, ".git")) || parent == absolute { return nil }
            absolute = parent
            current = PathUtilities.join(current, "..")
        }
    }
}
