#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes to a character device or a FIFO named as an output (`-o /dev/null`): straight, since there is
/// no file to replace atomically, and no temporary file is made beside it.
enum DeviceWriter {
    static func write(_ bytes: [UInt8], to path: String) throws(FileWriteError) {
        // O_NONBLOCK: a FIFO that no process reads is an error at once, not a wait for ever.
        let descriptor = open(path, O_WRONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENXIO { throw FileWriteError(path: path, reason: "it is a FIFO that no process is reading") }
            throw FileWriteError(path: path, errno: errno)
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, [S_IFCHR, S_IFIFO].contains(status.st_mode & S_IFMT) else {
            throw FileWriteError(path: path, reason: "it is not a regular file")
        }
        // Blocking again, so that a slow reader is waited for rather than failed.
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        try AtomicFileWriter.writeAll(bytes, to: descriptor, path: path)
    }
}
