import PlistLoader

/// One section of a detail view: an optional title and footer, and its rows.
public struct SectionController: Sendable {
    public var title: Located<String>?
    public var footer: Located<String>?
    public var customControllerClass: Located<String>?
    public var rows: [any RowController]
    public var position: SourcePosition
    /// Where the first key written after `rowInformation` starts, if any: what lies beyond it belongs to
    /// the section, not to its last row.
    public var rowsEnd: SourcePosition?

    public init(
        title: Located<String>?, footer: Located<String>?, customControllerClass: Located<String>?, rows: [any RowController],
        position: SourcePosition, rowsEnd: SourcePosition? = nil
    ) {
        self.title = title
        self.footer = footer
        self.customControllerClass = customControllerClass
        self.rows = rows
        self.position = position
        self.rowsEnd = rowsEnd
    }
}
