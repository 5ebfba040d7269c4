import PlistLoader

/// One section of a detail view: an optional title and footer, and its rows.
public struct SectionController: Sendable {
    public var title: Located<String>?
    public var footer: Located<String>?
    public var customControllerClass: Located<String>?
    public var rows: [any RowController]
    public var position: SourcePosition
}
