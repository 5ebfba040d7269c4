/// One section of a scaffolded detail view.
public struct ScaffoldSection: Sendable, Equatable {
    public var title: String
    public var rows: [ScaffoldRow]

    public init(title: String, rows: [ScaffoldRow]) {
        self.title = title
        self.rows = rows
    }
}
