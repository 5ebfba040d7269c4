/// One line of a preview site's index: a definition, its page, and how many findings it has.
public struct PreviewIndexEntry: Sendable, Equatable {
    public var name: String
    public var file: String
    /// The page, relative to the index; nil for a file that is not a definition (the project file…).
    public var page: String?
    public var kind: String
    public var entity: String?
    public var errors: Int
    public var warnings: Int
    public var notes: Int
    /// With `preview --states`: the edge states its page is also drawn in, beside it.
    public var states: [PreviewState] = []
}
