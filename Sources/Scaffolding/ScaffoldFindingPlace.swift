import Definitions
import PlistLoader

/// Where a finding lies in a decoded detail view: in a row's dictionary, in a section's (outside its rows),
/// or neither — the view as a whole.
enum ScaffoldFindingPlace: Hashable {
    case view
    case section(Int)
    case row(section: Int, row: Int)

    /// The place of `position` in `view`: the last row or section (in file order) starting at or before it.
    static func of(_ position: SourcePosition, in view: DetailViewDefinition) -> ScaffoldFindingPlace {
        var found = ScaffoldFindingPlace.view
        for (sectionIndex, section) in view.sections.enumerated() {
            guard section.position <= position else { return found }
            found = .section(sectionIndex)
            for (rowIndex, row) in section.rows.enumerated() {
                guard row.position <= position else { return found }
                found = .row(section: sectionIndex, row: rowIndex)
            }
            // What follows the rows' array belongs to the section again.
            if let end = section.rowsEnd, end <= position { found = .section(sectionIndex) }
        }
        return found
    }

    /// Whether `position`, in `row`'s dictionary, lies in its "Add New" keys: in the XML the check writes,
    /// each key and value has a line of its own, and a to-many row's "Add New" keys come after its key path.
    static func isInAddNew(_ position: SourcePosition, of row: any RowController) -> Bool {
        guard case .lineColumn(let line, _) = position.kind, case .lineColumn(let keyPathLine, _)? = row.attributeKeyPath?.position.kind
        else { return false }
        return line > keyPathLine
    }
}
