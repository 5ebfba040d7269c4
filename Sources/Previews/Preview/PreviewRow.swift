import RowControllers

/// One cell of a previewed table, in the modes it appears in.
public struct PreviewRow: Sendable {
    public var content: PreviewRowContent
    /// The modes the row appears in: Add rows only in edit mode.
    public var modes: Set<PreviewMode>
    /// The trailing accessory in each mode; a mode not listed has none.
    public var accessories: [PreviewMode: PreviewAccessory]
    /// The leading control in edit mode.
    public var editControl: PreviewEditControl
    /// Whether edit mode lets the user change the value (text fields, switches).
    public var isEditable: Bool
    /// The definition's `rowType`, for readers and tests (`SingleLineValueSmallLabel`); nil for list rows.
    public var rowType: RowType?
    /// Where the row goes when tapped: a page of the preview site, relative to this page.
    public var link: String?
    /// The screen on the same page the row opens when tapped in edit mode (its edit screen, a chooser,
    /// an add-new view), by ``PreviewScreen/id``.
    public var editScreen: String?
    /// Diagnostics about the definition's row this cell comes from (on its first cell only).
    public var diagnostics: [Diagnostic]

    public init(
        _ content: PreviewRowContent, rowType: RowType?, modes: Set<PreviewMode> = PreviewMode.every,
        accessories: [PreviewMode: PreviewAccessory] = [:], editControl: PreviewEditControl = .none, isEditable: Bool = false,
        link: String? = nil, editScreen: String? = nil, diagnostics: [Diagnostic] = []
    ) {
        self.content = content
        self.rowType = rowType
        self.modes = modes
        self.accessories = accessories
        self.editControl = editControl
        self.isEditable = isEditable
        self.link = link
        self.editScreen = editScreen
        self.diagnostics = diagnostics
    }

    public func isShown(in mode: PreviewMode) -> Bool { modes.contains(mode) }

    public func accessory(in mode: PreviewMode) -> PreviewAccessory { accessories[mode] ?? .none }
}
