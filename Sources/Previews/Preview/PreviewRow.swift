import Definitions
import Diagnostics

/// One cell of a previewed table, in the modes it appears in.
public struct PreviewRow: Sendable {
    public var content: PreviewRowContent
    /// The modes the row appears in: Add rows only in edit mode.
    public var modes: Set<PreviewMode> {
        get { Set(PreviewMode.allCases.filter(isShown)) }
        set { (isInView, isInEdit) = (newValue.contains(.view), newValue.contains(.edit)) }
    }
    /// The trailing accessory in each mode; a mode not listed has none.
    public var accessories: [PreviewMode: PreviewAccessory] {
        get { [.view: viewAccessory, .edit: editAccessory].filter { $0.value != .none } }
        set { (viewAccessory, editAccessory) = (newValue[.view] ?? .none, newValue[.edit] ?? .none) }
    }
    /// A disclosure indicator in edit mode only: the accessory of every editable row, made once rather than a
    /// dictionary per row.
    static let disclosureWhenEditing: [PreviewMode: PreviewAccessory] = [.edit: .disclosure]
    // Kept as plain values, not a set and a dictionary: a site's pages build a hundred rows each, and
    // copying those counted references was much of the time it took (docs/PERFORMANCE.md, "The comments' figures").
    private var isInView: Bool
    private var isInEdit: Bool
    private var viewAccessory: PreviewAccessory
    private var editAccessory: PreviewAccessory
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
    /// The index, in its section, of the definition's row this cell comes from: what a comparison of two
    /// versions marks (a to-many row draws several cells); nil for cells of no definition row (a list's).
    public var sourceRow: Int?
    /// How the row differs from the other version of its definition, on a comparison page; nil elsewhere.
    public var change: PreviewChange?
    /// A warning beside the row's control in edit mode: its delete or Add aborts the app.
    public var actionNote: PreviewActionNote?

    public init(
        _ content: PreviewRowContent, rowType: RowType?, modes: Set<PreviewMode> = PreviewMode.every,
        accessories: [PreviewMode: PreviewAccessory] = [:], editControl: PreviewEditControl = .none, isEditable: Bool = false,
        link: String? = nil, editScreen: String? = nil, diagnostics: [Diagnostic] = []
    ) {
        self.content = content
        self.rowType = rowType
        (isInView, isInEdit) = (modes.contains(.view), modes.contains(.edit))
        (viewAccessory, editAccessory) = (accessories[.view] ?? .none, accessories[.edit] ?? .none)
        self.editControl = editControl
        self.isEditable = isEditable
        self.link = link
        self.editScreen = editScreen
        self.diagnostics = diagnostics
    }

    public func isShown(in mode: PreviewMode) -> Bool { mode == .view ? isInView : isInEdit }

    /// Whether the row appears in any mode.
    public var isShownAtAll: Bool { isInView || isInEdit }

    public func accessory(in mode: PreviewMode) -> PreviewAccessory { mode == .view ? viewAccessory : editAccessory }
}
