import Foundation
import PlistLoader

/// How a store is opened so that neither it nor its folder changes, even while the app has it open:
/// without a `-wal` beside it, `immutable=1` (no locks taken, no `-shm` made: SQLite only reads the
/// file); with one, the store and its `-wal` are copied to a private folder first and the copy is read
/// (`mode=ro` would make a `-shm` in the user's folder, and `immutable` would not see the WAL's rows).
/// docs/DECISIONS.md, "The app's own data".
final class StoreOpening {
    /// The `file:` URI SQLite opens.
    let uri: String
    /// The private copy's folder, removed when the store is closed.
    private let copyFolder: String?

    init(path: String) throws(StoreError) {
        var status = stat()
        guard stat(path, &status) == 0 else { throw StoreError(.unreadable, String(cString: strerror(errno))) }
        guard status.st_mode & S_IFMT == S_IFREG else { throw StoreError(.unreadable, "it is not a regular file") }
        guard access(path, R_OK) == 0 else { throw StoreError(.unreadable, String(cString: strerror(errno))) }
        let absolute = PathUtilities.absolute(path)
        let wal = absolute + "-wal"
        if FileManager.default.fileExists(atPath: wal) {
            let folder = NSTemporaryDirectory() + "cdlgen-store-" + UUID().uuidString
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
                let name = (absolute as NSString).lastPathComponent
                try FileManager.default.copyItem(atPath: absolute, toPath: folder + "/" + name)
                try FileManager.default.copyItem(atPath: wal, toPath: folder + "/" + name + "-wal")
                copyFolder = folder
                uri = Self.uri(folder + "/" + name, query: "mode=ro")
            } catch {
                try? FileManager.default.removeItem(atPath: folder)
                throw StoreError(.unreadable, "its -wal could not be read with it: \(error.localizedDescription)")
            }
        } else {
            copyFolder = nil
            uri = Self.uri(absolute, query: "immutable=1")
        }
    }

    deinit {
        if let copyFolder { try? FileManager.default.removeItem(atPath: copyFolder) }
    }

    /// `file:` + the path with what a URI would misread percent-encoded, and the query.
    static func uri(_ path: String, query: String) -> String {
        var encoded = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "%"), UInt8(ascii: "?"), UInt8(ascii: "#"), 0..<0x20, 0x7F...: encoded += String(format: "%%%02X", byte)
            default: encoded.unicodeScalars.append(Unicode.Scalar(byte))
            }
        }
        return "file:" + encoded + "?" + query
    }
}
