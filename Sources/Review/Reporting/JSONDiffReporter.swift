import Diagnostics
import Reporting

/// cdlgen's stable JSON document of a diff, version 1 (README, docs/DECISIONS.md "Diffs"): keys always
/// in the order written here, definitions in path order, changes in the later version's order.
///
/// ```
/// {"version": 1, "from": VERSION, "to": VERSION, "summary": {...}, "definitions": [DEFINITION]}
/// VERSION: {"label": "HEAD~1", "commit": "<40 hex digits>" or null (the working tree)}
/// DEFINITION: {"file", "previousFile" (renamed only), "name", "status", "kind": {"before", "after"},
///   "changes": [CHANGE], "newDiagnostics": [{"file", "line", "column" (or "offset"), "severity", "code", "message"}]}
/// CHANGE: {"change": "added|removed|moved|changed", "target": "view|section|row",
///   "section": {"title"} (a section), "row": {"rowType", "attributeKeyPath", "rowLabel"} (a row, keys it has),
///   "before": PLACE or null, "after": PLACE or null, "moved": bool, "keys": [{"key", "before", "after"}],
///   "rows": [ROW] (an added or removed section's), "note" (when there is one)}
/// PLACE: {"section": n, "row": n (rows only), "sectionTitle" (when it has one)}, numbers from 1
/// ```
public struct JSONDiffReporter: DiffReporter {
    public init() {}

    public func render(_ diff: ProjectDiff) -> DiffReport {
        .document(text(diff))
    }

    public func text(_ diff: ProjectDiff) -> String {
        let summary = diff.summary
        return OrderedJSON.object([
            ("version", .integer(1)),
            ("from", version(diff.from)),
            ("to", version(diff.to)),
            (
                "summary",
                .object([
                    ("definitions", .integer(summary.changedDefinitions)), ("added", .integer(summary.added)),
                    ("deleted", .integer(summary.deleted)), ("modified", .integer(summary.modified)),
                    ("renamed", .integer(summary.renamed)),
                    ("changes", .integer(summary.changes)), ("newErrors", .integer(summary.newErrors)),
                    ("newWarnings", .integer(summary.newWarnings)), ("newNotes", .integer(summary.newNotes)),
                    ("fails", .bool(diff.hasNewFailures)),
                ])
            ),
            ("definitions", .array(diff.definitions.map(definition))),
        ]).text
    }

    private func version(_ version: DiffVersion) -> OrderedJSON {
        .object([("label", .string(version.label)), ("commit", version.commit.map(OrderedJSON.string) ?? .null)])
    }

    private func definition(_ definition: DefinitionDiff) -> OrderedJSON {
        var members: [(key: String, value: OrderedJSON)] = [("file", .string(definition.file))]
        if let previous = definition.previousFile { members.append(("previousFile", .string(previous))) }
        members += [
            ("name", .string(definition.name)),
            ("status", .string(definition.status.rawValue)),
            ("kind", .object([("before", optional(definition.beforeKind)), ("after", optional(definition.afterKind))])),
            ("changes", .array(definition.changes.map(change))),
            ("newDiagnostics", .array(definition.newDiagnostics.map(diagnostic))),
        ]
        return .object(members)
    }

    private func change(_ change: ViewChange) -> OrderedJSON {
        var members: [(key: String, value: OrderedJSON)] = [("change", .string(change.kind.rawValue))]
        switch change.target {
        case .view:
            members.append(("target", .string("view")))
        case .section(let title):
            members += [("target", .string("section")), ("section", .object([("title", optional(title))]))]
        case .row(let row):
            members += [("target", .string("row")), ("row", self.row(row))]
        }
        members += [
            ("before", change.before.map(place) ?? .null),
            ("after", change.after.map(place) ?? .null),
            ("moved", .bool(change.moved)),
            (
                "keys",
                .array(
                    change.keys.map { key in
                        .object([("key", .string(key.key)), ("before", optional(key.before)), ("after", optional(key.after))])
                    })
            ),
        ]
        if case .section = change.target, change.kind == .added || change.kind == .removed {
            members.append(("rows", .array(change.rows.map(row))))
        }
        if let note = change.note { members.append(("note", .string(note))) }
        return .object(members)
    }

    /// The keys a row is known by, those it has.
    private func row(_ row: RowOutline) -> OrderedJSON {
        .object(
            [("rowType", row.rowType), ("attributeKeyPath", row.keyPath), ("rowLabel", row.label)].compactMap { key, value in
                value.map { (key, OrderedJSON.string($0)) }
            })
    }

    private func place(_ place: ChangePlace) -> OrderedJSON {
        var members: [(key: String, value: OrderedJSON)] = [("section", .integer(place.section))]
        if let row = place.row { members.append(("row", .integer(row))) }
        if let title = place.sectionTitle { members.append(("sectionTitle", .string(title))) }
        return .object(members)
    }

    private func diagnostic(_ diagnostic: Diagnostic) -> OrderedJSON {
        var members: [(key: String, value: OrderedJSON)] = [("file", .string(diagnostic.location.file))]
        switch diagnostic.location.position.kind {
        case .lineColumn(let line, let column): members += [("line", .integer(line)), ("column", .integer(column))]
        case .byteOffset(let offset): members.append(("offset", .integer(offset)))
        case .textOffset(let offset): members.append(("textOffset", .integer(offset)))
        }
        members += [
            ("severity", .string(diagnostic.severity.rawValue)), ("code", .string(diagnostic.code.rawValue)),
            ("message", .string(diagnostic.message)),
        ]
        return .object(members)
    }

    private func optional(_ text: String?) -> OrderedJSON {
        text.map(OrderedJSON.string) ?? .null
    }
}
