/// The section index a list view draws down its right edge (`sectionIndexTitlesEnabled` with a
/// `sectionNameKeyPath`), as `sectionIndexTitlesForTableView:` gives it (docs/DECISIONS.md, "Section
/// index (issue 38)").
public struct PreviewSectionIndex: Sendable, Equatable {
    /// UIKit draws the index only for a table of at least this many rows: CDL sets
    /// `sectionIndexMinimumDisplayRowCount` to 6 (CDLRootViewController.m:166).
    public static let minimumRowCount = 6

    /// CDL's fixed titles when `sectionIndexTitlesAlphabetical` is YES (CDLRootViewController.m:119):
    /// "#" first, then A to Z, whichever sections there are.
    public static let alphabeticalTitles = ["#"] + (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { String(UnicodeScalar($0)) }

    /// The titles, top to bottom.
    public var titles: [String]
    /// The rows of the list, which decide whether UIKit shows the index at all.
    public var rowCount: Int

    public init(titles: [String], rowCount: Int) {
        self.titles = titles
        self.rowCount = rowCount
    }

    /// The index of a list whose sections have these names: CDL's alphabet, or the fetched results
    /// controller's own titles — each name's first letter capitalised, each title once, in the
    /// sections' order (its `sectionIndexTitleForSectionName:`). A section without a name gives none.
    public init(alphabetical: Bool, sectionNames: [String], rowCount: Int) {
        guard !alphabetical else {
            self.init(titles: Self.alphabeticalTitles, rowCount: rowCount)
            return
        }
        var titles: [String] = []
        for name in sectionNames {
            guard let first = name.first else { continue }
            let title = String(first).uppercased()
            if !titles.contains(title) { titles.append(title) }
        }
        self.init(titles: titles, rowCount: rowCount)
    }

    /// Whether the device shows it: not for a list of fewer than six rows.
    public var isShown: Bool { rowCount >= Self.minimumRowCount && !titles.isEmpty }

    /// Why a list that asks for an index shows none.
    public var hiddenReason: String? {
        guard !isShown else { return nil }
        if titles.isEmpty { return "No section index: no section has a name to index." }
        let rows = "\(rowCount) row\(rowCount == 1 ? "" : "s")"
        return "No section index: UIKit shows it from \(Self.minimumRowCount) rows, and this list has \(rows)."
    }
}
