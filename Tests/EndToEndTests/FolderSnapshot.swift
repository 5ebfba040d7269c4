import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Every entry of some folders as `lstat` sees it — type, size, modification time to the nanosecond,
/// mode, a link's target, a regular file's whole bytes (a stronger check than a digest of them) — so
/// that a test can say a run changed nothing in them, not even by a file made and removed again (the
/// folder's own modification time), nor through a symbolic link. Links are never followed.
struct FolderSnapshot: Equatable, CustomStringConvertible {
    private(set) var entries: [String: String] = [:]

    init(_ folders: URL...) throws {
        for folder in folders {
            entries[folder.path] = try Self.entry(folder.path)
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
                let path = folder.appendingPathComponent(name).path
                entries[path] = try Self.entry(path)
            }
        }
    }

    private static func entry(_ path: String) throws -> String {
        var status = stat()
        guard lstat(path, &status) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        let modified = "\(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec)"
        let common = "mode \(String(status.st_mode, radix: 8)), \(status.st_size) bytes, modified \(modified)"
        switch status.st_mode & S_IFMT {
        case S_IFLNK:
            return "link to \((try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"), " + common
        case S_IFREG:
            let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
            return "file, " + common + ", bytes \(bytes.base64EncodedString())"
        case S_IFDIR:
            return "folder, " + common
        default:
            return "other, " + common
        }
    }

    var description: String {
        entries.keys.sorted().map { "\($0): \(entries[$0]!.prefix(120))" }.joined(separator: "\n")
    }
}
