#if canImport(Glibc)
    import Glibc
#endif

/// What a store's files look like from outside — for the store, its `-wal` and its `-journal`: whether it
/// is there, its inode, size, modification and change times; and the store header's change counter and
/// version, which every committed transaction of a rollback-journal store increments. Two equal stamps
/// taken around a read say no one wrote meanwhile (a writer never holds back a read: cdlgen takes no
/// lock), so a page that did not make sense was really bad, not half-written.
struct StoreStamp: Equatable {
    private var files: [[Int]] = []
    private var header: [UInt8] = []

    /// The stamp of the store at `resolved` (a path with no symbolic link in it).
    init(resolved: String) {
        for path in [resolved, resolved + "-wal", resolved + "-journal"] {
            var status = stat()
            guard stat(path, &status) == 0 else {
                files.append([])
                continue
            }
            files.append([
                Int(status.st_dev), Int(status.st_ino), Int(status.st_mode), Int(status.st_size), status.st_mtim.tv_sec,
                status.st_mtim.tv_nsec, status.st_ctim.tv_sec, status.st_ctim.tv_nsec,
            ])
        }
        if let file = try? StoreFile(resolved, name: nil) {
            // Bytes 24-27: the file change counter; 92-99: the version-valid-for number and SQLite's version.
            header = file.bytes(at: 24, count: 4) + file.bytes(at: 92, count: 8)
        }
    }
}
