import Basics
import PlistLoader

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Lists a folder tree with `readdir`, whose entry types make a `stat` per file unnecessary (Foundation's
/// enumerator stats every entry, which dominated the search of a 2000-file folder).
enum DirectoryWalker {
    enum EntryKind {
        case file
        case directory
        case other
    }

    /// Calls `visit` with each entry's path relative to `root` and its kind, in no particular order;
    /// `visit` returns false to skip a directory's contents. Symbolic links are reported as `.other` and
    /// never followed, so the walk always ends.
    static func walk(_ root: String, visit: (_ relativePath: String, _ name: String, _ kind: EntryKind) -> Bool) {
        var pending = [""]
        while let relative = pending.popLast() {
            let path = relative.isEmpty ? root : PathUtilities.join(root, relative)
            guard let directory = opendir(path) else { continue }
            defer { closedir(directory) }
            while let entry = readdir(directory) {
                let name = Self.name(of: entry)
                if name == "." || name == ".." { continue }
                let child = relative.isEmpty ? name : relative + "/" + name
                let kind = self.kind(of: entry.pointee.d_type, at: PathUtilities.join(path, name))
                if visit(child, name, kind), kind == .directory { pending.append(child) }
            }
        }
    }

    /// The entry's name, read where it lies: glibc allocates each `dirent` only as long as its name, so
    /// copying the whole 256-byte `d_name` array (as `entry.pointee.d_name` does) reads past the end
    /// (AddressSanitizer found it).
    private static func name(of entry: UnsafeMutablePointer<dirent>) -> String {
        let offset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!
        return String(cString: (UnsafeRawPointer(entry) + offset).assumingMemoryBound(to: CChar.self))
    }

    /// `path` is made only when the file system leaves the type unknown: joining it for every entry of
    /// a folder of thousands cost more than reading the folder.
    private static func kind(of type: UInt8, at path: @autoclosure () -> String) -> EntryKind {
        switch Int32(type) {
        case Int32(DT_REG): return .file
        case Int32(DT_DIR): return .directory
        case Int32(DT_UNKNOWN):
            // Some file systems do not fill in d_type: ask lstat (which does not follow links).
            var status = stat()
            guard lstat(path(), &status) == 0 else { return .other }
            switch status.st_mode & S_IFMT {
            case S_IFREG: return .file
            case S_IFDIR: return .directory
            default: return .other
            }
        default: return .other
        }
    }
}
