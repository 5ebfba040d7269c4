import Basics
import PlistLoader

/// Watches folders for files that change, are created or are deleted: what `validate --watch` and
/// `preview --watch` wait on between rounds. ``InotifyWatcher`` on Linux (editors save through a new
/// file and a rename, so folders are watched, not files); ``PollingWatcher`` elsewhere, or when asked
/// (network file systems, where inotify hears nothing).
public protocol FolderWatcher: AnyObject, Sendable {
    /// Blocks until something changes, then until changes stop for `settle` seconds (a burst of saves is
    /// one round), and returns the paths that changed, sorted; nil once ``stop()`` was called.
    func waitForChanges(settle: Double) -> [String]?
    /// Ends a wait, from any thread (a signal handler's queue).
    func stop()
}

/// Which paths a watch cares about: the files of the run under its folders, not the site it writes.
public struct WatchedPaths: Sendable {
    /// Watched with everything below them: the definitions folders, the model, the sample data.
    public var folders: [String]
    /// Watched alone, though their folder holds more (the project file, at a repository's root).
    public var files: [String]
    /// Folders whose changes are not the run's (its own output).
    public var ignored: [String]

    public init(folders: [String], files: [String] = [], ignored: [String] = []) {
        self.folders = folders
        self.files = files
        self.ignored = ignored
    }

    /// One of `files`; or under `folders`, a property list, JSON or anything of a Core Data model — not a
    /// hidden file (an editor's swap file) nor a backup, nor anything in an ignored folder.
    public func matters(_ path: String) -> Bool {
        if files.contains(path) { return true }
        guard folders.contains(where: { PathUtilities.isInside(path, $0) }), !ignored.contains(where: { PathUtilities.isInside(path, $0) })
        else { return false }
        if path.contains(".xcdatamodel") { return true }  // `contents`, and the hidden `.xccurrentversion`.
        let name = path.split(separator: "/").last.map(String.init) ?? path
        if name.hasPrefix(".") || name.hasSuffix("~") { return false }
        return name.hasSuffix(".plist") || name.hasSuffix(".json")
    }
}
