/// One change of a comparison in words: what changed (a row, a section, a key of a list view) and how,
/// with one detail a changed key (`attributeKeyPath: dueDate → deadline`).
public struct PreviewChangeLine: Sendable, Equatable {
    public var change: PreviewChange
    public var subject: String
    public var details: [String]

    public init(_ change: PreviewChange, _ subject: String, details: [String] = []) {
        self.change = change
        self.subject = subject
        self.details = details
    }
}
