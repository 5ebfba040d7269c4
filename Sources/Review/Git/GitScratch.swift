import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The temporary folders git's input and output go through: `cdlgen-git-PID.RANDOM` in the temporary
/// folder. Each is removed when its command ends; one left by a run that a signal killed is removed by
/// the next run, once the process its name gives is gone (`kill(pid, 0)` says no such process). Only
/// folders of this user are touched, and none of a process still running.
enum GitScratch {
    static let prefix = "cdlgen-git-"

    /// A new folder of this process.
    static func make() throws(GitError) -> URL {
        _ = sweptOnce
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            prefix + "\(getpid())." + UUID().uuidString)
        do {
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        } catch {
            throw GitError("cannot make a temporary folder for git's output: \(error.localizedDescription)")
        }
        return scratch
    }

    /// The folders earlier runs left behind, removed once a process.
    private static let sweptOnce: Void = removeLeftovers(in: FileManager.default.temporaryDirectory.path)

    /// Removes the folders in `folder` whose process has ended. Old names, with no process in them, stay.
    static func removeLeftovers(in folder: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            guard let dot = rest.firstIndex(of: "."), let pid = pid_t(rest[..<dot]), pid > 0, pid != getpid() else { continue }
            guard kill(pid, 0) != 0, errno == ESRCH else { continue }
            let path = folder + "/" + name
            var status = stat()
            guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR, status.st_uid == geteuid() else { continue }
            try? FileManager.default.removeItem(atPath: path)
        }
    }
}
