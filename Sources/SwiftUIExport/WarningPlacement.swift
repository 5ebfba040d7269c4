import Definitions
import Diagnostics
import PlistLoader

/// Where a definition's warnings go in its exported code: each as a comment above the row it is in (the
/// last row that starts before it), the others at the top of the file.
struct WarningPlacement {
    private var byRow: [RowPlace: [String]] = [:]
    private(set) var unplaced: [String] = []

    private struct RowPlace: Hashable {
        var section: Int
        var row: Int
    }

    init(view: DetailViewDefinition, warnings: [Diagnostic]) {
        var starts: [(position: SourcePosition, place: RowPlace)] = []
        for (sectionIndex, section) in view.sections.enumerated() {
            for (rowIndex, row) in section.rows.enumerated() {
                starts.append((row.position, RowPlace(section: sectionIndex, row: rowIndex)))
            }
        }
        for warning in warnings {
            let text = Self.text(of: warning)
            if let place = starts.last(where: { $0.position <= warning.location.position })?.place {
                byRow[place, default: []].append(text)
            } else {
                unplaced.append(text)
            }
        }
    }

    /// The row a position is in: the last that starts before it.
    static func row(at position: SourcePosition, in view: DetailViewDefinition) -> (any RowController)? {
        view.rows.last { $0.position <= position }
    }

    func warnings(section: Int, row: Int) -> [String] { byRow[RowPlace(section: section, row: row)] ?? [] }

    /// `cdlgen warning: ‹message› [code]`, on one line; an error the export fixes says so.
    static func text(of finding: Diagnostic) -> String {
        let kind =
            finding.severity == .error ? "cdlgen error, fixed by the export (CDL crashes here; this code does not)" : "cdlgen warning"
        return SwiftName.commentText("\(kind): \(finding.message) [\(finding.code.rawValue)]")
    }
}
