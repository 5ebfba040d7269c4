/// Picks one of a table's screens by what `render --screen` is given: the screen's id, as the fragment
/// of the HTML page's URL names it (`edit-1-3`, `add-new-3-1`, `add`, `add.edit-1-1`; a leading `#` is
/// allowed, since that is how it is copied from a browser), or the key path of the row that opens it:
///
/// - `edit:KEYPATH`: the screen of the first row whose `attributeKeyPath` is KEYPATH. A to-many row can
///   open both an add-new view and an Add Existing chooser; this picks the chooser, and the add-new view
///   only when the row opens nothing else.
/// - `add-new:KEYPATH`: the add-new view of such a row.
///
/// Rows are searched from the definition's own view outwards: its rows first, then those of the screens
/// they open (a list's add screen, an add-new view), so that `edit:name` means the view's own Name row.
public struct ScreenSelector: Sendable, Equatable {
    public enum Target: Sendable, Equatable {
        case id(String)
        case edit(keyPath: String)
        case addNew(keyPath: String)
    }

    public var target: Target
    /// What was given, to name it in a message.
    public var text: String

    public init(_ text: String) {
        self.text = text
        let name = text.hasPrefix("#") ? String(text.dropFirst()) : text
        if let colon = name.firstIndex(of: ":") {
            let keyPath = String(name[name.index(after: colon)...])
            switch name[..<colon] {
            case "edit": target = .edit(keyPath: keyPath)
            case "add-new": target = .addNew(keyPath: keyPath)
            // No id holds a colon: an unknown prefix is a screen that no table has, and is reported as such.
            default: target = .id(name)
            }
        } else {
            target = .id(name)
        }
    }

    /// The screen selected, or nil when `table` has none such.
    public func screen(in table: PreviewTable) -> PreviewScreen? {
        switch target {
        case .id(let id):
            return table.screens.first { $0.id == id }
        case .edit(let keyPath):
            let opened = nearestFirst(table.screens.filter { $0.keyPath == keyPath })
            return opened.first { $0.kind != .addNew } ?? opened.first
        case .addNew(let keyPath):
            return nearestFirst(table.screens.filter { $0.keyPath == keyPath && $0.kind == .addNew }).first
        }
    }

    /// The screens a table has, one a line, for a message that says what `--screen` could have been:
    /// `edit-1-1 (text field, Edit Name)`.
    public static func listing(of table: PreviewTable) -> [String] {
        table.screens.map { screen in
            let title = screen.navigationBar.title.flatMap { $0.isEmpty ? nil : $0 }
            return "\(screen.id) (\(screen.kind.rawValue)\(title.map { ", " + $0 } ?? ""))"
        }
    }

    /// The screens of the view's own rows before those of the screens they open; within each level, in
    /// the table's order, which is the order of the rows.
    private func nearestFirst(_ screens: [PreviewScreen]) -> [PreviewScreen] {
        screens.enumerated().sorted { (ScreenID.depth(of: $0.element.id), $0.offset) < (ScreenID.depth(of: $1.element.id), $1.offset) }
            .map(\.element)
    }
}
