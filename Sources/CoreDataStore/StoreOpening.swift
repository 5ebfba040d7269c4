import Basics
import Foundation
import PlistLoader

#if canImport(Glibc)
    import Glibc
#endif

/// How a store is opened so that neither it nor its folder changes, even while the app has it open, and
/// whatever links, FIFOs or devices the folder holds. The store's path is resolved first (a link is
/// followed to the file it names: SQLite and the app find the `-wal` and `-journal` beside that file), and
/// the store and each of them must be a regular file, checked on a descriptor opened with `O_NONBLOCK`
/// and `O_NOFOLLOW` (a FIFO is refused, not waited on). Without a `-wal` or `-journal`, the resolved
/// path is opened `immutable=1` (no locks taken, no `-shm` made: SQLite only reads the file); with one,
/// the bytes of the store and of it are copied through those descriptors into new regular files of a
/// private folder, and the copy is opened instead — writable, as SQLite needs to roll a crashed save's
/// journal back; SQLite is never handed a link nor a path beside the user's files (in their folder a
/// read-only open would make a `-shm`, `immutable` would not see the WAL's rows, and a link would lead
/// SQLite to write into the real store). docs/DECISIONS.md, "The app's own data".
final class StoreOpening {
    /// The `file:` URI SQLite opens (always with `SQLITE_OPEN_NOFOLLOW`).
    let uri: String
    /// The store's path with every link resolved.
    let resolved: String
    /// The private copy's folder, removed when the store is closed.
    private let copyFolder: StoreCopyFolder?
    /// The store's files before it was opened, and whether they were the same once copied.
    private let stamp: StoreStamp
    private let copiedUnchanged: Bool
    /// Whether SQLite opens a private copy, which it may write to (a journal's rollback), not the store.
    var opensCopy: Bool { copyFolder != nil }

    /// Opens the store at `resolved` (its path with every link resolved): `stamp` is its files'
    /// (``StoreStamp``) taken just before. `copying` copies it even without a `-wal` or `-journal`: a store
    /// that changed while it was read in place is read again from a copy, made in a moment.
    init(resolved: String, stamp: StoreStamp, copying: Bool = false) throws(StoreError) {
        StoreCopyFolder.removeAbandoned()
        self.resolved = resolved
        self.stamp = stamp
        let store = try StoreFile(resolved, name: nil)
        var companions: [(suffix: String, file: StoreFile)] = []
        for suffix in ["-wal", "-journal"] {
            var status = stat()
            guard lstat(resolved + suffix, &status) == 0 else { continue }
            // A link is followed to the file it names, whose bytes are copied: the link itself never is.
            let target = try Self.resolve(resolved + suffix, name: "its \(suffix)")
            companions.append((suffix, try StoreFile(target, name: "its \(suffix)")))
        }
        if companions.isEmpty && !copying {
            copyFolder = nil
            copiedUnchanged = true
            uri = Self.uri(resolved, query: "immutable=1")
        } else {
            let folder = try StoreCopyFolder()
            let copy = folder.path + "/store.sqlite"
            try store.copy(to: copy)
            for (suffix, file) in companions { try file.copy(to: copy + suffix) }
            copyFolder = folder
            copiedUnchanged = StoreStamp(resolved: resolved) == stamp
            uri = Self.uri(copy, query: "mode=rw")
        }
    }

    /// Opens the store at `path` as it is now.
    convenience init(path: String) throws(StoreError) {
        let resolved = try Self.resolve(PathUtilities.absolute(path), name: nil)
        try self.init(resolved: resolved, stamp: StoreStamp(resolved: resolved))
    }

    /// Whether what SQLite read is the store as it was at one moment: for a copy, no one wrote while it
    /// was made; for the store itself, no one has written since it was opened.
    var readOneState: Bool {
        opensCopy ? copiedUnchanged : StoreStamp(resolved: resolved) == stamp
    }

    /// `path` with every symbolic link, `.` and `..` resolved.
    static func resolve(_ path: String, name: String?) throws(StoreError) -> String {
        guard let resolved = realpath(path, nil) else {
            throw StoreError(.unreadable, (name.map { $0 + ": " } ?? "") + String(cString: strerror(errno)))
        }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// `file:` + the path percent-encoded (SQLite decodes `%XX` in a URI's path: a `?` or `#` in a folder's
    /// name must not start the query), and the query.
    static func uri(_ path: String, query: String) -> String {
        "file:" + PercentEncoding.path(path) + "?" + query
    }
}
