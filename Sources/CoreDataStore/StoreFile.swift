import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A file of the store's, opened for reading only if it is a regular file: `O_NONBLOCK` (a FIFO is not
/// waited on: the open returns at once and `fstat` refuses it), `O_NOFOLLOW` (the path is already
/// resolved, so a link there now was put there meanwhile). Its bytes are read through the descriptor,
/// never by path again.
final class StoreFile {
    let descriptor: Int32

    /// Opens `path` (a resolved path); `name` names the file in an error ("its -wal"), nil for the store.
    init(_ path: String, name: String?) throws(StoreError) {
        let prefix = name.map { $0 + ": " } ?? ""
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else {
            let reason = errno == ELOOP ? "it is a symbolic link" : String(cString: strerror(errno))
            throw StoreError(.unreadable, prefix + reason)
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            throw StoreError(.unreadable, prefix + reason)
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            throw StoreError(.unreadable, (name ?? "it") + " is not a regular file (\(Self.kind(status.st_mode)))")
        }
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }

    /// Copies the file's bytes into a new regular file at `destination` (which must not exist), readable
    /// and writable by the user only.
    func copy(to destination: String) throws(StoreError) {
        let output = open(destination, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard output >= 0 else { throw StoreError(.unreadable, "a private copy could not be made: \(String(cString: strerror(errno)))") }
        defer { close(output) }
        var buffer = [UInt8](repeating: 0, count: 1 << 20)
        var offset: off_t = 0
        while true {
            let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, offset) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { throw StoreError(.unreadable, "it could not be read: \(String(cString: strerror(errno)))") }
            if count == 0 { return }
            var written = 0
            while written < count {
                let result = buffer.withUnsafeBytes { write(output, $0.baseAddress! + written, count - written) }
                if result < 0 && errno == EINTR { continue }
                guard result > 0 else {
                    throw StoreError(.unreadable, "a private copy could not be written: \(String(cString: strerror(errno)))")
                }
                written += result
            }
            offset += off_t(count)
        }
    }

    /// Up to `count` bytes from `offset` (fewer at the end of the file).
    func bytes(at offset: off_t, count: Int) -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: count)
        let read = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, count, offset) }
        return Array(buffer.prefix(max(0, read)))
    }

    private static func kind(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFIFO: "a FIFO"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFDIR: "a folder"
        case S_IFSOCK: "a socket"
        default: "not a file"
        }
    }
}
