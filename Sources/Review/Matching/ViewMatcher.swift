/// Matches the sections and rows of two versions of a detail view by what they are, not where they are.
///
/// Sections: by title; then sections sharing rows (a renamed title, an untitled section moved); then
/// the untitled sections left, in order. Rows, at four levels, each first within matched sections and
/// then (for the first two) across the view, so a row moved to another section is still the same row:
/// `attributeKeyPath` + `rowType`; `attributeKeyPath` alone (its type changed); `rowLabel` + `rowType`
/// (its key path renamed); every key equal (rows with neither key path nor label). Rows equal at a level
/// are matched in order, so duplicates pair up first with first.
public enum ViewMatcher {
    public static func match(_ before: [SectionOutline], _ after: [SectionOutline]) -> ViewMatch {
        let sections = matchSections(before, after)
        return ViewMatch(sections: sections, rows: matchRows(before, after, sections: sections))
    }

    // MARK: - Sections

    private static func matchSections(_ before: [SectionOutline], _ after: [SectionOutline]) -> [ViewMatch.SectionPair] {
        var pairs: [ViewMatch.SectionPair] = []
        var laterTaken = Set<Int>()
        var earlierTaken = Set<Int>()
        func pair(_ earlier: Int, _ later: Int) {
            pairs.append(ViewMatch.SectionPair(before: earlier, after: later))
            earlierTaken.insert(earlier)
            laterTaken.insert(later)
        }
        // By title.
        for (earlier, section) in before.enumerated() {
            guard let title = section.title,
                let later = after.indices.first(where: { !laterTaken.contains($0) && after[$0].title == title })
            else { continue }
            pair(earlier, later)
        }
        // By the rows they share: the pairs sharing most first, then the nearest.
        var candidates: [(earlier: Int, later: Int, shared: Int)] = []
        for earlier in before.indices where !earlierTaken.contains(earlier) {
            for later in after.indices where !laterTaken.contains(later) {
                let shared = sharedRows(before[earlier], after[later])
                if shared > 0 { candidates.append((earlier, later, shared)) }
            }
        }
        candidates.sort {
            ($1.shared, abs($0.earlier - $0.later), $0.earlier, $0.later) < ($0.shared, abs($1.earlier - $1.later), $1.earlier, $1.later)
        }
        for candidate in candidates where !earlierTaken.contains(candidate.earlier) && !laterTaken.contains(candidate.later) {
            pair(candidate.earlier, candidate.later)
        }
        // Untitled sections left, by position among them.
        let earlierUntitled = before.indices.filter { !earlierTaken.contains($0) && before[$0].title == nil }
        let laterUntitled = after.indices.filter { !laterTaken.contains($0) && after[$0].title == nil }
        for (earlier, later) in zip(earlierUntitled, laterUntitled) { pair(earlier, later) }
        return pairs.sorted { $0.before < $1.before }
    }

    /// How many rows two sections have in common, by the strongest identity each row has.
    private static func sharedRows(_ a: SectionOutline, _ b: SectionOutline) -> Int {
        var counts: [String: Int] = [:]
        for row in a.rows { counts[identity(of: row), default: 0] += 1 }
        var shared = 0
        for row in b.rows {
            let key = identity(of: row)
            if let count = counts[key], count > 0 {
                counts[key] = count - 1
                shared += 1
            }
        }
        return shared
    }

    private static func identity(of row: RowOutline) -> String {
        Level.keyPathAndType.key(row) ?? Level.labelAndType.key(row) ?? Level.content.key(row)!
    }

    // MARK: - Rows

    /// The levels rows are matched at, strongest first.
    enum Level: CaseIterable {
        case keyPathAndType
        case keyPath
        case labelAndType
        case content

        /// Whether rows in different sections may be matched at this level: a row is known across the
        /// view by its key path; by its label or content only within its own section.
        var crossesSections: Bool { self == .keyPathAndType || self == .keyPath }

        func key(_ row: RowOutline) -> String? {
            switch self {
            case .keyPathAndType: row.keyPath.map { $0 + "\u{0}" + (row.rowType ?? "") }
            case .keyPath: row.keyPath
            case .labelAndType: row.label.map { $0 + "\u{0}" + (row.rowType ?? "") }
            case .content: row.entries.map { $0.key + "\u{0}" + $0.value }.joined(separator: "\u{1}")
            }
        }
    }

    private static func matchRows(
        _ before: [SectionOutline], _ after: [SectionOutline], sections: [ViewMatch.SectionPair]
    ) -> [ViewMatch.RowPair] {
        var pairs: [ViewMatch.RowPair] = []
        var earlierTaken = Set<RowPlace>(), laterTaken = Set<RowPlace>()
        func places(_ outline: [SectionOutline], in section: Int?) -> [RowPlace] {
            let indexes = section.map { [$0] } ?? Array(outline.indices)
            return indexes.flatMap { index in outline[index].rows.indices.map { RowPlace(section: index, row: $0) } }
        }
        func match(_ earlier: [RowPlace], _ later: [RowPlace], level: Level) {
            var waiting: [String: [RowPlace]] = [:]
            for place in later where !laterTaken.contains(place) {
                guard let key = level.key(after[place.section].rows[place.row]) else { continue }
                waiting[key, default: []].append(place)
            }
            for place in earlier where !earlierTaken.contains(place) {
                guard let key = level.key(before[place.section].rows[place.row]), var queue = waiting[key], !queue.isEmpty else { continue }
                let partner = queue.removeFirst()
                waiting[key] = queue
                pairs.append(ViewMatch.RowPair(before: place, after: partner))
                earlierTaken.insert(place)
                laterTaken.insert(partner)
            }
        }
        for level in Level.allCases {
            for section in sections {
                match(places(before, in: section.before), places(after, in: section.after), level: level)
            }
            if level.crossesSections { match(places(before, in: nil), places(after, in: nil), level: level) }
        }
        return pairs.sorted { $0.before < $1.before }
    }
}
