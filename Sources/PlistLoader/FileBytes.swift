#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a whole regular file with a size cap.
///
/// POSIX rather than Foundation so that a FIFO or a device is refused before anything blocks on it,
/// and an oversized file is refused before it is read. Public for the other files cdlgen reads (the
/// Core Data model), which deserve the same care.
public enum FileBytes {
    public static func read(_ path: String, maxSize: Int) throws(PlistError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw PlistError(.unreadable, "cannot open the file: \(describeErrno())", at: nil)
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw PlistError(.unreadable, "cannot read the file: \(describeErrno())", at: nil)
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            let what = status.st_mode & S_IFMT == S_IFDIR ? "a directory" : "not a regular file"
            throw PlistError(.unreadable, "cannot read the file: it is \(what)", at: nil)
        }
        let size = Int(status.st_size)
        guard size <= maxSize else {
            throw PlistError(.limitExceeded, "the file is \(size) bytes, over the limit of \(maxSize) bytes", at: nil)
        }
        // Not into a new array of no bytes: that is one object shared by every thread, and setting its count
        // from two at once is a data race (ThreadSanitizer).
        guard size > 0 else { return [] }
        // Read into uninitialized memory: filling it with zeros first cost as much as the copy itself.
        var failure: Int32?
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, initializedCount in
            while initializedCount < size {
                let count = Glibc.read(descriptor, buffer.baseAddress! + initializedCount, size - initializedCount)
                if count < 0 && errno == EINTR { continue }
                guard count >= 0 else {
                    failure = errno
                    return
                }
                if count == 0 { break }  // The file shrank while we read it: take what is there.
                initializedCount += count
            }
        }
        if let failure {
            throw PlistError(.unreadable, "cannot read the file: \(String(cString: strerror(failure)))", at: nil)
        }
        return bytes
    }

    private static func describeErrno() -> String {
        String(cString: strerror(errno))
    }
}
