import PlistLoader

/// A detail view: the sections of a grouped table showing one Core Data object (an array of sections).
public struct DetailViewDefinition: Sendable {
    /// The definition's name: its file name without extension, as other definitions refer to it.
    public var name: String
    public var sections: [SectionController] {
        didSet { addNewRows = Self.addNewRows(in: sections) }
    }
    public var position: SourcePosition
    /// The rows that open an "Add New" view, in order. Found once, when the view is made (on the core that
    /// decodes it): the model phase asks every view for them, one after another on one core.
    public private(set) var addNewRows: [AddNewRow]

    public init(name: String, sections: [SectionController], position: SourcePosition) {
        self.name = name
        self.sections = sections
        self.position = position
        self.addNewRows = Self.addNewRows(in: sections)
    }

    public var rows: [any RowController] { sections.flatMap(\.rows) }

    private static func addNewRows(in sections: [SectionController]) -> [AddNewRow] {
        var found: [AddNewRow] = []
        for section in sections {
            for row in section.rows {
                if let definition = row.addNewObjectReference { found.append(AddNewRow(row: row, definition: definition)) }
            }
        }
        return found
    }
}
