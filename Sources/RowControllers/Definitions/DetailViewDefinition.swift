import PlistLoader

/// A detail view: the sections of a grouped table showing one Core Data object (an array of sections).
public struct DetailViewDefinition: Sendable {
    /// The definition's name: its file name without extension, as other definitions refer to it.
    public var name: String
    public var sections: [SectionController]
    public var position: SourcePosition

    public var rows: [any RowController] { sections.flatMap(\.rows) }
}
