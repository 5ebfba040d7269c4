import Definitions

/// The objects a chooser offers, and the one the page's object has chosen. The list is the same on
/// every page of a run (``ValueFormatter`` makes it once), so a screen keeps it as it is and makes its
/// rows only when they are drawn: a store's entity offers thousands, on every one of its pages.
public struct PreviewChoices: Sendable {
    /// The list, as the formatter keeps it.
    public var list: PreviewChoiceList
    /// The index of the chosen object in ``list``; nil when none is (a checklist, or no value).
    public var chosen: Int?
    /// A checklist of objects to add, each with its round check, rather than one checked object.
    public var allowsMany: Bool
    public var rowType: RowType?

    public init(list: PreviewChoiceList, chosen: Int?, allowsMany: Bool, rowType: RowType?) {
        self.list = list
        self.chosen = chosen
        self.allowsMany = allowsMany
        self.rowType = rowType
    }

    /// The chooser's rows, the chosen one checked.
    public var rows: [PreviewRow] {
        list.values.indices.map { row(at: $0, isChosen: $0 == chosen) }
    }

    /// The row of the object at `index`.
    public func row(at index: Int, isChosen: Bool) -> PreviewRow {
        PreviewRow(.choice(text: list.values[index], isChosen: isChosen, allowsMany: allowsMany), rowType: rowType)
    }
}
