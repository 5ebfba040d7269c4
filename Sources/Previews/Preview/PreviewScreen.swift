import Diagnostics

/// A screen reached from a definition's view, drawn on the same page as it (an HTML page shows one
/// screen at a time, the one its URL's fragment names): a row's edit screen, a chooser, the list's add
/// mode, an add-new view.
public struct PreviewScreen: Sendable {
    public enum Kind: String, Sendable, CaseIterable {
        /// `CDLTextFieldEditController`: one text field.
        case textField = "text field"
        /// `CDLMultiLineTextFieldEditController`: a text view.
        case textView = "text view"
        /// `CDLDateFieldEditController`: the date as the row formats it, over a date picker.
        case datePicker = "date picker"
        /// `CDLToOneRelationshipEditController`: the related entity's objects, the current one checked.
        case toOneChooser = "to-one chooser"
        /// `CDLToManyRelationshipAddExistingObjectsEditController`: objects to add, none checked.
        case addExistingChecklist = "add-existing checklist"
        /// `CDLToManyOrderedRelationshipEditController`: the same checklist, for an ordered relationship.
        case orderedChooser = "ordered chooser"
        /// `CDLAddViewController`: the list's "+", the detail view for a new object.
        case addItem = "add item"
        /// `CDLToManyRelationshipAddNewObjectEditController`: an "Add New" row's view for a new object.
        case addNew = "add new"
        /// In an editor's place, when an error says the way to it (or its Save) crashes the app: what CDL
        /// raises, and the error (``PreviewScreen/crash``).
        case crash
    }

    /// The screen's URL fragment, unique on its page: `edit-2-1`, `add`, `add.add-new-3-1`.
    public var id: String
    public var kind: Kind
    /// The `attributeKeyPath` of the row that opens it; nil for a list's add screen.
    public var keyPath: String?
    public var navigationBar: PreviewNavigationBar
    /// Drawn as in edit mode: every screen but a definition's own view is shown only so. A chooser's
    /// are made from its ``choices`` each time they are read.
    public var sections: [PreviewSection] {
        get { choices.map { [PreviewSection(header: nil, footer: nil, rows: $0.rows)] } ?? ownSections }
        set {
            ownSections = newValue
            choices = nil
        }
    }
    private var ownSections: [PreviewSection]
    /// A chooser's objects (a to-one chooser, an add-existing checklist, an ordered chooser); nil otherwise.
    public var choices: PreviewChoices?

    /// How many rows the screen has, without making a chooser's.
    public var rowCount: Int {
        choices?.list.values.count ?? ownSections.reduce(0) { $0 + $1.rows.count }
    }
    /// A date edit screen's wheels, below its table.
    public var datePicker: PreviewDatePicker?
    /// A line under the table: the keyboard a text field opens, what a picker without a value opens at.
    public var note: String?
    /// Diagnostics about the definition an add screen shows, at the top of the screen.
    public var diagnostics: [Diagnostic]
    /// The definition an add screen shows, and the href of its own page, when the site has one.
    public var definition: (name: String, page: String?)?
    /// A crash screen's account of the crash.
    public var crash: PreviewCrash?
    /// An add screen's Save that never succeeds (`unsaveable-view`), said beside the bar.
    public var saveNote: PreviewActionNote?

    public init(
        id: String, kind: Kind, keyPath: String? = nil, navigationBar: PreviewNavigationBar, sections: [PreviewSection],
        datePicker: PreviewDatePicker? = nil,
        note: String? = nil, diagnostics: [Diagnostic] = [], definition: (name: String, page: String?)? = nil
    ) {
        self.id = id
        self.kind = kind
        self.keyPath = keyPath
        self.navigationBar = navigationBar
        self.ownSections = sections
        self.datePicker = datePicker
        self.note = note
        self.diagnostics = diagnostics
        self.definition = definition
    }
}
