import Definitions
import Diagnostics
import PlistLoader

/// Decides where on a previewed detail view each diagnostic is shown: beside the row whose dictionary
/// it lies in, else under the section it lies in, else above the table.
struct DiagnosticPlacement {
    enum Place: Hashable {
        case table
        case section(Int)
        case row(section: Int, row: Int)
    }

    private var anchors: [(position: SourcePosition, place: Place)] = []

    init(_ view: DetailViewDefinition) {
        for (sectionIndex, section) in view.sections.enumerated() {
            anchors.append((section.position, .section(sectionIndex)))
            for (rowIndex, row) in section.rows.enumerated() {
                anchors.append((row.position, .row(section: sectionIndex, row: rowIndex)))
            }
            if let rowsEnd = section.rowsEnd { anchors.append((rowsEnd, .section(sectionIndex))) }
        }
    }

    /// Diagnostics grouped by place, each group in the order given.
    func place(_ diagnostics: [Diagnostic]) -> [Place: [Diagnostic]] {
        var placed: [Place: [Diagnostic]] = [:]
        for diagnostic in diagnostics {
            placed[place(of: diagnostic.location.position), default: []].append(diagnostic)
        }
        return placed
    }

    /// The last anchor (in file order) that starts at or before the position. Anchors are in file order
    /// already: sections and rows are decoded in the order they are written.
    private func place(of position: SourcePosition) -> Place {
        var found = Place.table
        for anchor in anchors {
            guard anchor.position <= position else { break }
            found = anchor.place
        }
        return found
    }
}
