/// One file `git diff --name-status -M` lists between two versions, paths from the repository's top.
public struct GitFileChange: Equatable, Sendable {
    public enum Status: String, Sendable {
        case added
        case deleted
        case modified
        /// Moved (and perhaps edited): `oldPath` is where it was.
        case renamed
    }

    public var status: Status
    /// The path in the earlier version (the same as `path` unless renamed; nil when added).
    public var oldPath: String?
    /// The path in the later version (nil when deleted).
    public var path: String?

    public init(status: Status, oldPath: String?, path: String?) {
        self.status = status
        self.oldPath = oldPath
        self.path = path
    }
}
