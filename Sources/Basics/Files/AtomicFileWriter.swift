#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes files so that no reader ever sees half of one (README, "Limits and hostile input"): the bytes go to a new temporary
/// file in the same folder, which is flushed to disk and then renamed over the target in one step. On
/// any failure the temporary file is removed and the target is as it was.
///
/// The target must be a regular file or not exist. A symbolic link is refused rather than replaced or
/// written through: a link planted where output goes (`site/index.html -> ~/.ssh/authorized_keys`)
/// must not decide what cdlgen overwrites. (`convert --in-place` resolves its inputs' links itself,
/// deliberately.) A character device or FIFO (`/dev/null`) is written straight, as there is no file to
/// replace — renaming over it would replace the device itself; anything else is refused.
public enum AtomicFileWriter {
    /// Writes `bytes` to `path`. A file already there keeps its permissions; a new one gets the usual
    /// ones (0666 less the umask). Unless `replacing`, an existing file is an error. `durable: false`
    /// skips flushing to disk: still atomic for readers, but a power cut may leave an empty file — fine for
    /// output that is made again from its sources (a preview site's thousands of pages), not for a user's own.
    /// `keepingUnchanged`: a file that holds `bytes` already is left as it is (its modification time
    /// too), which costs a read instead of a new file, a rename and the old file's removal.
    public static func write(
        _ bytes: [UInt8], to path: String, replacing: Bool, durable: Bool = true, keepingUnchanged: Bool = false
    ) throws(FileWriteError) {
        var existing = stat()
        let exists = lstat(path, &existing) == 0
        if exists && !replacing { throw FileWriteError(path: path, reason: "the file exists", targetExists: true) }
        if exists {
            switch existing.st_mode & S_IFMT {
            case S_IFREG:
                if keepingUnchanged, Int(existing.st_size) == bytes.count, holds(bytes, path) { return }
            case S_IFDIR: throw FileWriteError(path: path, reason: "it is a folder")
            case S_IFLNK:
                let destination = linkDestination(path).map { " (to \($0))" } ?? ""
                throw FileWriteError(path: path, reason: "it is a symbolic link\(destination), and cdlgen does not write through links")
            case S_IFCHR, S_IFIFO: return try DeviceWriter.write(bytes, to: path)
            default: throw FileWriteError(path: path, reason: "it is not a regular file")
            }
        }

        let (descriptor, temporary) = try createTemporaryFile(besides: path)
        do throws(FileWriteError) {
            defer { close(descriptor) }
            if exists { _ = fchmod(descriptor, existing.st_mode & 0o7777) }
            try writeAll(bytes, to: descriptor, path: path)
            guard !durable || fsync(descriptor) == 0 else { throw FileWriteError(path: path, errno: errno) }
        } catch {
            unlink(temporary)
            throw error
        }
        guard rename(temporary, path) == 0 else {
            let error = FileWriteError(path: path, errno: errno)
            unlink(temporary)
            throw error
        }
    }

    /// `.NAME.cdlgen-RANDOM.tmp` in the target's folder, created exclusively so that it is ours.
    private static func createTemporaryFile(besides path: String) throws(FileWriteError) -> (Int32, String) {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        for _ in 0..<8 {
            let temporary = folder + "." + name + ".cdlgen-" + String(UInt64.random(in: 0...UInt64.max), radix: 36) + ".tmp"
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if descriptor >= 0 { return (descriptor, temporary) }
            guard errno == EEXIST else { throw FileWriteError(path: path, errno: errno) }
        }
        throw FileWriteError(path: path, reason: "no temporary file could be created beside it")
    }
}

extension AtomicFileWriter {
    /// Where the symbolic link at `path` points, as written in the link.
    static func linkDestination(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count >= 0 else { return nil }
        return String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Whether the regular file at `path` holds exactly `bytes`. Any doubt (a link put there since it
    /// was looked at, a read failure, another size) is a no: the file is then written as usual.
    static func holds(_ bytes: [UInt8], _ path: String) -> Bool {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, Int(status.st_size) == bytes.count else { return false }
        // One byte more than expected is asked for, so that a file grown since shows as different.
        var contents = [UInt8](repeating: 0, count: bytes.count + 1)
        var filled = 0
        while filled < contents.count {
            let count = contents.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + filled, $0.count - filled) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            filled += count
        }
        guard filled == bytes.count else { return false }
        return bytes.isEmpty
            || contents.withUnsafeBytes { read in bytes.withUnsafeBytes { memcmp(read.baseAddress!, $0.baseAddress!, $0.count) == 0 } }
    }

    /// All of `bytes` to an open descriptor, retrying short and interrupted writes.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String) throws(FileWriteError) {
        let failure: Int32? = bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return nil
        }
        if let failure { throw FileWriteError(path: path, errno: failure) }
    }
}

/// write(2), which `AtomicFileWriter.write` hides inside the enum.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
