/// The changes between two versions of a definition, from their outlines and how they match: what the
/// renderers list, in the later version's order (what was removed, where it was).
enum ViewDiffer {
    /// `match`: the detail views' match, when made already.
    static func changes(_ before: ViewOutline?, _ after: ViewOutline?, match: ViewMatch? = nil) -> [ViewChange] {
        switch (before, after) {
        case (nil, nil):
            return []
        case (nil, let after?):
            return [ViewChange(.added, .view, note: after.summary)]
        case (let before?, nil):
            return [ViewChange(.removed, .view, note: before.summary)]
        case (.detailView(let earlier), .detailView(let later)):
            return detailChanges(earlier, later, match: match ?? ViewMatcher.match(earlier, later))
        case (.listView(let earlier), .listView(let later)):
            let keys = KeyChange.between(earlier, later)
            return keys.isEmpty ? [] : [ViewChange(.changed, .view, keys: keys)]
        case (let before?, let after?):
            return before == after ? [] : [ViewChange(.changed, .view, note: before.summary + " → " + after.summary)]
        }
    }

    static func detailChanges(_ before: [SectionOutline], _ after: [SectionOutline], match: ViewMatch) -> [ViewChange] {
        var changes: [(order: Order, change: ViewChange)] = []
        let sectionAfter = Dictionary(uniqueKeysWithValues: match.sections.map { ($0.before, $0.after) })
        let sectionBefore = Dictionary(uniqueKeysWithValues: match.sections.map { ($0.after, $0.before) })
        let rowAfter = Dictionary(uniqueKeysWithValues: match.rows.map { ($0.before, $0.after) })
        let rowBefore = Dictionary(uniqueKeysWithValues: match.rows.map { ($0.after, $0.before) })

        func place(_ outline: [SectionOutline], _ section: Int, row: Int? = nil) -> ChangePlace {
            ChangePlace(
                section: section + 1, row: row.map { $0 + 1 }, sectionTitle: outline[section].title,
                position: row.map { outline[section].rows[$0].position } ?? outline[section].position)
        }
        /// Where something of the earlier version goes in the later order: after the later section that
        /// the nearest matched section before it became.
        func anchor(ofEarlier section: Int) -> Double {
            if let later = sectionAfter[section] { return Double(later) }
            let previous = (0..<section).reversed().compactMap { sectionAfter[$0] }.first
            return Double(previous ?? -1) + 0.5
        }

        // Sections.
        let unmovedSections = StableOrder.unmoved(match.sections.map(\.after))
        for (index, pair) in match.sections.enumerated() {
            let keys = KeyChange.between(before[pair.before].entries, after[pair.after].entries)
            let moved = !unmovedSections.contains(index)
            guard moved || !keys.isEmpty else { continue }
            let change = ViewChange(
                keys.isEmpty ? .moved : .changed, .section(title: after[pair.after].title ?? before[pair.before].title),
                before: place(before, pair.before), after: place(after, pair.after), keys: keys, moved: moved)
            changes.append((Order(section: Double(pair.after), group: 0, item: 0), change))
        }
        for index in before.indices where sectionAfter[index] == nil {
            let rows = before[index].rows.indices.filter { rowAfter[RowPlace(section: index, row: $0)] == nil }.map {
                before[index].rows[$0]
            }
            let change = ViewChange(.removed, .section(title: before[index].title), before: place(before, index), rows: rows)
            changes.append((Order(section: anchor(ofEarlier: index), group: 0, item: index), change))
        }
        for index in after.indices where sectionBefore[index] == nil {
            let rows = after[index].rows.indices.filter { rowBefore[RowPlace(section: index, row: $0)] == nil }.map {
                after[index].rows[$0]
            }
            let change = ViewChange(.added, .section(title: after[index].title), after: place(after, index), rows: rows)
            changes.append((Order(section: Double(index), group: 0, item: 0), change))
        }

        // Rows of matched sections that kept their section: moved only when their order changed.
        var unmovedRows = Set<RowPlace>()
        for pair in match.sections {
            let kept = match.rows.filter { $0.before.section == pair.before && $0.after.section == pair.after }
            for index in StableOrder.unmoved(kept.map(\.after.row)) { unmovedRows.insert(kept[index].before) }
        }
        for pair in match.rows {
            let earlier = before[pair.before.section].rows[pair.before.row], later = after[pair.after.section].rows[pair.after.row]
            let keys = KeyChange.between(earlier.entries, later.entries)
            let moved = !unmovedRows.contains(pair.before)
            guard moved || !keys.isEmpty else { continue }
            let change = ViewChange(
                keys.isEmpty ? .moved : .changed, .row(later), before: place(before, pair.before.section, row: pair.before.row),
                after: place(after, pair.after.section, row: pair.after.row), keys: keys, moved: moved)
            changes.append((Order(section: Double(pair.after.section), group: 1, item: pair.after.row), change))
        }
        for (sectionIndex, section) in before.enumerated() where sectionAfter[sectionIndex] != nil {
            for rowIndex in section.rows.indices where rowAfter[RowPlace(section: sectionIndex, row: rowIndex)] == nil {
                let change = ViewChange(.removed, .row(section.rows[rowIndex]), before: place(before, sectionIndex, row: rowIndex))
                changes.append((Order(section: anchor(ofEarlier: sectionIndex), group: 2, item: rowIndex), change))
            }
        }
        for (sectionIndex, section) in after.enumerated() where sectionBefore[sectionIndex] != nil {
            for rowIndex in section.rows.indices where rowBefore[RowPlace(section: sectionIndex, row: rowIndex)] == nil {
                let change = ViewChange(.added, .row(section.rows[rowIndex]), after: place(after, sectionIndex, row: rowIndex))
                changes.append((Order(section: Double(sectionIndex), group: 1, item: rowIndex), change))
            }
        }
        return changes.sorted { $0.order < $1.order }.map(\.change)
    }

    /// The order changes are listed in: by the later version's section, the section's own change
    /// first, then its rows as they now are, then the rows it lost.
    private struct Order: Comparable {
        var section: Double
        var group: Int
        var item: Int

        static func < (lhs: Order, rhs: Order) -> Bool {
            (lhs.section, lhs.group, lhs.item) < (rhs.section, rhs.group, rhs.item)
        }
    }
}
