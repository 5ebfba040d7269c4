import Diagnostics
import PlistLoader

/// The diagnostics of a later version that the earlier one did not have. Two diagnostics are the same
/// when their code and message are, and they concern the same part of the view — the same row or
/// section as the two versions match them (``ViewMatcher``), or the view as a whole — wherever in the
/// file that part now is: a row moved with its warning brings no new warning.
enum NewDiagnostics {
    static func find(
        before: [Diagnostic], after: [Diagnostic], beforeOutline: ViewOutline?, afterOutline: ViewOutline?, match: ViewMatch?
    ) -> [Diagnostic] {
        var earlierSections: [SectionOutline]?, laterSections: [SectionOutline]?
        if case .detailView(let sections)? = beforeOutline { earlierSections = sections }
        if case .detailView(let sections)? = afterOutline { laterSections = sections }
        let rowIDs = Dictionary(uniqueKeysWithValues: (match?.rows ?? []).enumerated().map { ($1.after, $0) })
        let earlierRowIDs = Dictionary(uniqueKeysWithValues: (match?.rows ?? []).enumerated().map { ($1.before, $0) })
        let sectionIDs = Dictionary(uniqueKeysWithValues: (match?.sections ?? []).map { ($0.after, $0.before) })

        func part(_ diagnostic: Diagnostic, in sections: [SectionOutline]?, isLater: Bool) -> String {
            guard let sections, match != nil else { return "view" }
            switch Anchor(diagnostic.location.position, in: sections) {
            case .view:
                return "view"
            case .section(let index):
                // Named by the earlier version's index, which a matched later section maps to.
                if isLater { return sectionIDs[index].map { "section \($0)" } ?? "new section \(index)" }
                return "section \(index)"
            case .row(let place):
                if let id = isLater ? rowIDs[place] : earlierRowIDs[place] { return "row \(id)" }
                return (isLater ? "new row " : "old row ") + "\(place.section).\(place.row)"
            }
        }
        func key(_ diagnostic: Diagnostic, _ part: String) -> String {
            diagnostic.code.rawValue + "\u{0}" + diagnostic.message + "\u{0}" + part
        }

        var earlier: [String: Int] = [:]
        for diagnostic in before { earlier[key(diagnostic, part(diagnostic, in: earlierSections, isLater: false)), default: 0] += 1 }
        var new: [Diagnostic] = []
        for diagnostic in after {
            let found = key(diagnostic, part(diagnostic, in: laterSections, isLater: true))
            if let count = earlier[found], count > 0 {
                earlier[found] = count - 1
            } else {
                new.append(diagnostic)
            }
        }
        return new
    }

    /// The part of a detail view a position lies in: the last section or row (in file order) that
    /// opens at or before it.
    enum Anchor: Equatable {
        case view
        case section(Int)
        case row(RowPlace)

        init(_ position: SourcePosition, in sections: [SectionOutline]) {
            var found = Anchor.view
            search: for (sectionIndex, section) in sections.enumerated() {
                guard section.position <= position else { break }
                found = .section(sectionIndex)
                for (rowIndex, row) in section.rows.enumerated() {
                    guard row.position <= position else { break search }
                    found = .row(RowPlace(section: sectionIndex, row: rowIndex))
                }
            }
            self = found
        }
    }
}
