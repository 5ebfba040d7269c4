/// Which objects of an entity to read from a store, and how much of each.
public struct StoreRequest: Sendable {
    public var entity: String
    /// The key paths read from each object: every attribute of each object reached is read, and the
    /// relationships these paths name are followed (`type.name` reads the related type). Nothing else is.
    public var keyPaths: [[String]]
    /// A list view's `sortKeyPaths`: the objects read are the first `limit` in that order, ascending and
    /// case-insensitive, as CDL sorts.
    public var sortKeyPaths: [[String]]
    /// At most this many objects, and at most this many of each to-many relationship's.
    public var limit: Int

    public init(entity: String, keyPaths: [[String]], sortKeyPaths: [[String]] = [], limit: Int) {
        self.entity = entity
        self.keyPaths = keyPaths
        self.sortKeyPaths = sortKeyPaths
        self.limit = limit
    }
}
