import PlistLoader

/// One row of a detail view as the comparison sees it: its keys and values, and the three by which it
/// is known (row type, key path, label).
public struct RowOutline: Equatable, Sendable {
    /// In the file's order, each key once (the last of a duplicated key, as a property list reads it).
    public var entries: [OutlineEntry]
    /// Where the row's dictionary opens: diagnostics after it (and before the next row) are the row's.
    public var position: SourcePosition

    public init(entries: [OutlineEntry], position: SourcePosition) {
        self.entries = entries
        self.position = position
    }

    public func value(_ key: String) -> String? { entries.first { $0.key == key }?.value }

    public var rowType: String? { value("rowType") }
    public var keyPath: String? { value("attributeKeyPath") }
    public var label: String? { value("rowLabel") }

    /// The row type without CDL's prefix (`SingleLineValueSmallLabel`), as people name it.
    public var shortRowType: String? {
        guard let rowType else { return nil }
        for prefix in ["CDLTableRowType", "MOTableRowType"] where rowType.hasPrefix(prefix) && rowType.count > prefix.count {
            return String(rowType.dropFirst(prefix.count))
        }
        return rowType
    }
}
