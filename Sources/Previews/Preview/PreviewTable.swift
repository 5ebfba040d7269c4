import Diagnostics
import Foundation
import SwiftUIExport

/// A definition laid out for display: the one structure both the text and the HTML renderer draw,
/// so that they show the same rows, values and order.
public struct PreviewTable: Sendable {
    public enum Kind: String, Sendable {
        case detailView = "detail view"
        case listView = "list view"
    }

    public var kind: Kind
    /// The navigation bar's title: the list view's `controllerTitle` (or entity), else the definition's name.
    public var title: String
    /// The definition's name (file name without extension).
    public var name: String
    /// The definition file, as diagnostics name it.
    public var file: String
    /// The entity shown, when known.
    public var entity: String?
    public var sections: [PreviewSection]
    /// The bar at the top of the view: a list's title, "+" and Edit; a detail view's back button and Edit.
    public var navigationBar: PreviewNavigationBar
    /// The screens the view's rows and buttons lead to, drawn on the same page.
    public var screens: [PreviewScreen] = []
    /// A line under the table: how many objects a list leaves out, or that it has none.
    public var footnote: String?
    /// `preview --swiftui`: each row of the detail view as `export swiftui` writes it, by section.
    public var swiftUIRows: [[SwiftUIExportedRow]]?
    /// A list's section index, when its definition asks for one (shown or not: ``PreviewSectionIndex/isShown``).
    public var sectionIndex: PreviewSectionIndex?
    /// Diagnostics no row or section can be pointed at (a syntax error, a binary plist's offsets).
    public var diagnostics: [Diagnostic]
    /// The file could not be decoded into a definition: there are no sections, and the errors among
    /// `diagnostics` say why, rather than a definition that has none.
    public var isUnreadable = false
    /// The locale its values were formatted for: a page's `lang`, and its direction (`ar_EG` is right to left).
    public var locale = Locale(identifier: "en_US")

    public init(
        kind: Kind, title: String, name: String, file: String, entity: String?, sections: [PreviewSection], diagnostics: [Diagnostic] = []
    ) {
        self.kind = kind
        self.title = title
        self.name = name
        self.file = file
        self.entity = entity
        self.sections = sections
        self.diagnostics = diagnostics
        // What CDL always puts there: a list's Edit and "+", a detail view's Edit (the builders add the links).
        navigationBar =
            kind == .listView
            ? PreviewNavigationBar(title: title, leading: .editToggle, trailing: PreviewBarButton(.add, "Add"))
            : PreviewNavigationBar(title: nil, trailing: .editToggle, hidesLeadingInEditMode: true)
    }

    /// Every diagnostic of the table, wherever it sits.
    public var allDiagnostics: [Diagnostic] {
        diagnostics + sections.flatMap { $0.diagnostics + $0.rows.flatMap(\.diagnostics) }
    }
}
