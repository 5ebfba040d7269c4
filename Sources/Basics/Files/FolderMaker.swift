#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Creates a folder and the folders above it (`mkdir -p`), saying what stands in the way in the
/// system's words: Foundation on Linux reports only "the operation could not be completed".
package enum FolderMaker {
    package static func make(_ path: String) throws(FileWriteError) {
        var status = stat()
        if stat(path, &status) == 0 {
            guard status.st_mode & S_IFMT == S_IFDIR else { throw FileWriteError(path: path, reason: "it is not a folder") }
            return
        }
        let parent = PathUtilities.directory(of: path)
        if parent != path && parent != "." && parent != "/" { try make(parent) }
        guard mkdir(path, 0o777) == 0 || errno == EEXIST else { throw FileWriteError(path: path, errno: errno) }
    }
}
