import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The private folder a store is copied into (`$TMPDIR/cdlgen-store-PID-XXXXXX`, mode 0700, made by
/// `mkdtemp`), removed when the copy is closed. A run killed by a signal cannot remove its own, so each
/// run first removes those of runs whose process is gone (the PID in the name): only folders, never
/// through a link, and only the user's own.
final class StoreCopyFolder {
    static let prefix = "cdlgen-store-"
    let path: String

    init() throws(StoreError) {
        Self.removeAbandoned()
        var template = Array((Self.temporaryDirectory + Self.prefix + "\(getpid())-XXXXXX").utf8CString)
        guard template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) != nil else {
            throw StoreError(.unreadable, "a private copy could not be made: \(String(cString: strerror(errno)))")
        }
        path = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    private static var temporaryDirectory: String {
        let folder = NSTemporaryDirectory()
        return folder.hasSuffix("/") ? folder : folder + "/"
    }

    /// Removes the copy folders of runs that ended without removing theirs (killed by a signal).
    static func removeAbandoned() {
        let folder = temporaryDirectory
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names where name.hasPrefix(prefix) {
            let parts = name.dropFirst(prefix.count).split(separator: "-", omittingEmptySubsequences: false)
            guard parts.count == 2, parts[1].count == 6, let pid = pid_t(parts[0]), pid > 0, parts[0].allSatisfy(\.isNumber) else {
                continue
            }
            var status = stat()
            guard lstat(folder + name, &status) == 0, status.st_mode & S_IFMT == S_IFDIR, status.st_uid == getuid() else { continue }
            // ESRCH: no such process. EPERM (another user's) or success: it may still be reading its copy.
            guard kill(pid, 0) != 0, errno == ESRCH else { continue }
            try? FileManager.default.removeItem(atPath: folder + name)
        }
    }
}
