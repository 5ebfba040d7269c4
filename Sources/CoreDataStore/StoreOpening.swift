import Foundation
import PlistLoader
import RowControllers

/// How a store is opened so that neither it nor its folder changes, even while the app has it open:
/// without a `-wal` or `-journal` beside it, `immutable=1` (no locks taken, no `-shm` made: SQLite only
/// reads the file); with one, the store and it are copied to a private folder first and the copy is
/// opened instead — writable, as SQLite needs to roll a crashed save's journal back; nothing of the
/// user's is (in their folder a read-only open would make a `-shm`, and `immutable` would not see the
/// WAL's rows, or would read the half-written pages the journal is there to undo).
/// docs/DECISIONS.md, "The app's own data".
final class StoreOpening {
    /// The `file:` URI SQLite opens.
    let uri: String
    /// The private copy's folder, removed when the store is closed.
    private let copyFolder: String?
    /// Whether SQLite opens a private copy, which it may write to (a journal's rollback), not the store.
    var opensCopy: Bool { copyFolder != nil }

    init(path: String) throws(StoreError) {
        var status = stat()
        guard stat(path, &status) == 0 else { throw StoreError(.unreadable, String(cString: strerror(errno))) }
        guard status.st_mode & S_IFMT == S_IFREG else { throw StoreError(.unreadable, "it is not a regular file") }
        guard access(path, R_OK) == 0 else { throw StoreError(.unreadable, String(cString: strerror(errno))) }
        let absolute = PathUtilities.absolute(path)
        let companions = ["-wal", "-journal"].filter { FileManager.default.fileExists(atPath: absolute + $0) }
        if !companions.isEmpty {
            let folder = NSTemporaryDirectory() + "cdlgen-store-" + UUID().uuidString
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
                let name = (absolute as NSString).lastPathComponent
                try FileManager.default.copyItem(atPath: absolute, toPath: folder + "/" + name)
                for companion in companions {
                    try FileManager.default.copyItem(atPath: absolute + companion, toPath: folder + "/" + name + companion)
                }
                copyFolder = folder
                uri = Self.uri(folder + "/" + name, query: "mode=rw")
            } catch {
                try? FileManager.default.removeItem(atPath: folder)
                throw StoreError(
                    .unreadable, "its \(companions.joined(separator: " and ")) could not be read with it: \(error.localizedDescription)")
            }
        } else {
            copyFolder = nil
            uri = Self.uri(absolute, query: "immutable=1")
        }
    }

    deinit {
        if let copyFolder { try? FileManager.default.removeItem(atPath: copyFolder) }
    }

    /// `file:` + the path percent-encoded (SQLite decodes `%XX` in a URI's path: a `?` or `#` in a folder's
    /// name must not start the query), and the query.
    static func uri(_ path: String, query: String) -> String {
        "file:" + PercentEncoding.path(path) + "?" + query
    }
}
