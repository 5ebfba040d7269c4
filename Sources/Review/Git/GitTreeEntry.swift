/// A file of a commit, as `git ls-tree -r` lists it: its path from the repository's top and its blob.
public struct GitTreeEntry: Equatable, Sendable {
    public var path: String
    public var blob: String

    public init(path: String, blob: String) {
        self.path = path
        self.blob = blob
    }
}
