import PlistLoader

@testable import Review

/// Views written in a few words for the tests: a detail view as sections of rows, a row as
/// `keyPath:RowType:Label` (any part may be empty), each section `[title]` first when it has one.
enum Outlines {
    /// `["[Task] name:SingleLineValueNoLabel:Name, dueDate:SingleLineValueSmallLabel:Due", "notes::Notes"]`
    static func detail(_ sections: [String]) -> [SectionOutline] {
        sections.map { text in
            var rest = Substring(text)
            var entries: [OutlineEntry] = []
            if rest.hasPrefix("["), let close = rest.firstIndex(of: "]") {
                entries.append(OutlineEntry(key: "sectionTitle", value: String(rest[rest.index(after: rest.startIndex)..<close])))
                rest = rest[rest.index(after: close)...]
            }
            let rows = rest.split(separator: ",").map { row in
                let parts = row.trimmingCharacters(in: .whitespaces).split(separator: ":", omittingEmptySubsequences: false).map(
                    String.init)
                var entries: [OutlineEntry] = []
                if parts.count > 1, !parts[1].isEmpty { entries.append(OutlineEntry(key: "rowType", value: "CDLTableRowType" + parts[1])) }
                if parts.count > 2, !parts[2].isEmpty { entries.append(OutlineEntry(key: "rowLabel", value: parts[2])) }
                if !parts[0].isEmpty { entries.append(OutlineEntry(key: "attributeKeyPath", value: parts[0])) }
                return RowOutline(entries: entries, position: .start)
            }
            return SectionOutline(entries: entries, rows: rows, position: .start)
        }
    }

    /// A file's outline, read as cdlgen reads the file.
    static func read(_ text: String, format: String = "json") throws -> ViewOutline {
        ViewOutline(try PlistLoader().load(Array(text.utf8), pathExtension: format).root)
    }

    /// Each change as one line: `kind target subject | details`.
    static func lines(_ changes: [ViewChange]) -> [String] {
        changes.map { change in
            let details = ChangeWording.details(change).map(\.text)
            return change.kind.rawValue + " " + ChangeWording.subject(change).text
                + (details.isEmpty ? "" : " | " + details.joined(separator: "; "))
        }
    }

    static func changes(_ before: [String], _ after: [String]) -> [String] {
        lines(ViewDiffer.changes(.detailView(detail(before)), .detailView(detail(after))))
    }
}
