import Definitions
import Diagnostics
import PlistLoader

/// Draws a ``PreviewTable`` as one self-contained HTML page: inline CSS, no script, no requests.
///
/// The page holds the definition's view and every screen its rows open (edit screens, choosers, add
/// views), each a landmark with a heading; the URL's fragment picks the one shown (`#edit-2-1`), through
/// CSS's `:target`, so the page works under a Content-Security-Policy that allows no script and a link
/// is all it takes to go from screen to screen. Its view is in view mode, or in edit mode at `#editing`
/// (Edit links there, Done to `#viewing`). The same table always gives the same bytes.
public struct HTMLRenderer: Sendable {
    /// The edge state the page shows (`preview --states`): 320 points wide whatever the window's; nil for
    /// a page as wide as the window, up to an iPad's. (Long text needs no class of its own: every page cuts
    /// single-line values as UIKit cuts them.)
    public var state: PreviewState?
    /// Screens drawn on a page of their own rather than on this one (a long chooser, which the preview site
    /// writes once for every page it is opened from), by id: the href that opens each, fragment included.
    public var screensElsewhere: [String: String] = [:]
    /// The href of the site's style sheet, which the page links rather than inlines; nil: inlined (a page
    /// on its own, `render`).
    public var stylesheetLink: String?

    public init(state: PreviewState? = nil) {
        self.state = state
    }

    /// - Parameters:
    ///   - table: the definition laid out, with the screens its rows open.
    ///   - initialMode: the mode the page opens in; Edit and Done switch.
    ///   - backLink: a relative href for an "All definitions" link (`index.html`); an absolute one is left out.
    ///   - stylesheet: the CSS inlined in the page.
    public func render(
        _ table: PreviewTable, initialMode: PreviewMode = .view, backLink: String? = nil, stylesheet: String = HTMLStyleSheet.css
    ) -> String {
        renderPage(table, initialMode: initialMode, backLink: backLink, stylesheet: stylesheet).text
    }

    /// The page as UTF-8 bytes, which the preview site writes as they are.
    func renderBytes(_ table: PreviewTable, backLink: String?) -> [UInt8] {
        renderPage(table, initialMode: .view, backLink: backLink, stylesheet: HTMLStyleSheet.css).bytes()
    }

    private func renderPage(_ table: PreviewTable, initialMode: PreviewMode, backLink: String?, stylesheet: String) -> HTMLLines {
        // The style sheet and a few hundred bytes a row: enough that the page is rarely copied as it grows.
        // By index, as each screen is read where it is: copying a page's screens was a tenth of drawing it.
        let screens = table.screens.indices.filter { screensElsewhere[table.screens[$0].id] == nil }
        let rows = table.sections.reduce(0) { $0 + $1.rows.count } + screens.reduce(0) { $0 + table.screens[$1].rowCount }
        var page = HTMLLines(capacity: stylesheet.utf8.count + 4096 + 640 * rows + 512 * screens.count)
        page.documentHead(
            title: table.title, stylesheet: stylesheet, language: HTMLLanguage(locale: table.locale),
            pageStyle: table.swiftUIRows == nil ? nil : Self.swiftUIStyle, stylesheetLink: stylesheetLink)
        // A row's link to its screen is named by the screen's title.
        var screenTitles: [String: String] = [:]
        screenTitles.reserveCapacity(table.screens.count)
        for index in table.screens.indices { screenTitles[table.screens[index].id] = table.screens[index].navigationBar.title }
        let bodyTag: StaticString =
            switch (initialMode == .edit, state) {
            case (true, .narrow): #"<body class="starts-editing width-320">"#
            case (true, _): #"<body class="starts-editing">"#
            case (false, .narrow): #"<body class="width-320">"#
            case (false, _): "<body>"
            }
        page.element(bodyTag, "</body>") { body in
            renderSiteBar(table, backLink: backLink, into: &body)
            // Targets of Edit and Done: the view's mode follows the one the URL names (HTMLStyleSheet).
            body.line(#"<span id="editing" class="mode-target"></span>"#)
            body.line(#"<span id="viewing" class="mode-target"></span>"#)
            body.element(#"<main class="screen home" aria-labelledby="screen-title">"#, "</main>") { main in
                renderNavigationBar(table.navigationBar, headingID: nil, fallbackHeading: table.name, into: &main)
                main.element(#"<div class="screen-body">"#, "</div>") { screen in
                    renderTableDiagnostics(table, into: &screen)
                    if table.isUnreadable {
                        renderReasons(table, into: &screen)
                    } else if table.sections.isEmpty {
                        screen.line(#"<p class="empty-table">This definition has no sections.</p>"#)
                    }
                    let context = RowContext(file: table.file, fixedMode: nil, screenTitles: screenTitles)
                    for (index, section) in table.sections.enumerated() {
                        renderSection(section, number: index + 1, context: context, into: &screen)
                    }
                    if let footnote = table.footnote {
                        screen.line(#"<p class="screen-note table-footnote">"#, text: footnote, "</p>")
                    }
                    if let index = table.sectionIndex { renderSectionIndex(index, into: &screen) }
                }
            }
            for index in screens {
                renderScreen(table.screens[index], file: table.file, screenTitles: screenTitles, into: &body)
            }
            if let rows = table.swiftUIRows { renderSwiftUIScreen(table, rows: rows, screenTitles: screenTitles, into: &body) }
        }
        page.line("</html>")
        return page
    }

    /// Where a row is drawn: on the definition's own view, in both modes (`fixedMode` nil), or on a screen
    /// shown only in edit mode.
    struct RowContext {
        /// The page's definition file, which diagnostics in it leave unnamed.
        var file: String
        var fixedMode: PreviewMode?
        /// The title of each screen of the page, by id.
        var screenTitles: [String: String]
        /// The screen the rows are on (nil: the definition's own view), whose title names a chooser's list.
        var screenID: String? = nil
        /// A to-one chooser's rows each with a checkmark, hidden but where the page's style shows it: a
        /// chooser drawn once for every page it is opened from, which checks a different object for each.
        var checkmarkOnEveryChoice = false

        func isShown(_ row: PreviewRow) -> Bool { fixedMode.map(row.isShown) ?? row.isShownAtAll }
        func isShown(_ row: PreviewRow, in mode: PreviewMode) -> Bool { (fixedMode == nil || fixedMode == mode) && row.isShown(in: mode) }
    }

    // MARK: - Page

    /// The bar above the phone's screen, which is the site's, not the app's: the way back to the index,
    /// and what the page shows (its definition's name, kind, file and entity).
    func renderSiteBar(_ table: PreviewTable, backLink: String?, into body: inout HTMLLines) {
        body.element(#"<nav class="site-bar" aria-label="Preview">"#, "</nav>") { nav in
            nav.element(#"<div class="site-inner">"#, "</div>") { bar in
                if let href = backLink.flatMap(HTMLHref.relative) {
                    bar.line { link in
                        link.markup(#"<a class="site-link""#)
                        link.attribute("href", href)
                        link.markup(">All definitions</a>")
                    }
                }
                if table.swiftUIRows != nil {
                    bar.line(##"<a class="site-link" href="#swiftui">SwiftUI export</a>"##)
                }
                bar.line { meta in
                    meta.markup(#"<p class="table-meta"><span class="name">"#)
                    meta.name(table.name)
                    meta.markup(#"</span> · <span class="kind">"#)
                    meta.text(table.kind.rawValue)
                    meta.markup(#"</span> · <span class="file">"#)
                    meta.name(table.file)
                    meta.markup("</span>")
                    if let entity = table.entity {
                        meta.markup(#" · <span class="entity">"#)
                        meta.name(entity)
                        meta.markup("</span>")
                    }
                    meta.markup("</p>")
                }
            }
        }
    }

    func renderTableDiagnostics(_ table: PreviewTable, into screen: inout HTMLLines) {
        let listed = table.diagnostics.filter { !isReason($0, in: table) }
        guard !listed.isEmpty else { return }
        screen.element(#"<ul class="diagnostics" aria-label="Problems in this definition">"#, "</ul>") { list in
            for diagnostic in listed {
                list.line { diagnosticElement("li", diagnostic, file: table.file, into: &$0) }
            }
        }
    }

    /// Where the rows would be, for a file that could not be decoded: the errors that stopped it, each
    /// with its file, line and column, rather than "no sections", which would blame the definition.
    func renderReasons(_ table: PreviewTable, into main: inout HTMLLines) {
        main.element(#"<section class="table-section unreadable" aria-label="Why this definition cannot be read">"#, "</section>") {
            section in
            section.line(#"<p class="unreadable-title">This definition cannot be read:</p>"#)
            section.element(#"<ul class="diagnostics">"#, "</ul>") { list in
                for diagnostic in table.diagnostics where isReason(diagnostic, in: table) {
                    list.line { diagnosticElement("li", diagnostic, file: nil, into: &$0) }
                }
            }
        }
    }

    /// An error of a table that could not be read: shown in its place of the rows, not in the header.
    private func isReason(_ diagnostic: Diagnostic, in table: PreviewTable) -> Bool {
        table.isUnreadable && diagnostic.severity == .error
    }

    func renderSection(_ section: PreviewSection, number: Int, context: RowContext, into main: inout HTMLLines) {
        main.element(
            open: { open in
                open.markup(#"<section class="table-section""#)
                // A section without a header still needs a name for screen readers' landmark lists.
                if section.header == nil {
                    open.markup(#" aria-label="Section "#)
                    open.number(number)
                    open.markup("\"")
                }
                if let change = section.change { open.attribute("data-change", change.rawValue) }
                open.markup(">")
            }, "</section>"
        ) { out in
            if let header = section.header {
                out.line(#"<h2 class="section-header">"#, text: header, "</h2>")
            }
            // By index: a filtered copy of the rows cost a copy (and retains) of every row of every page.
            let rows = section.rows.indices.filter { context.isShown(section.rows[$0]) }
            if rows.isEmpty {
                out.line(#"<ul class="rows"></ul>"#)
            } else if case .choice(_, _, let allowsMany) = section.rows[rows[0]].content, let screen = context.screenID {
                // A chooser is a list box of objects, named by its screen's title.
                out.element(
                    open: { open in
                        open.markup(#"<ul class="rows" role="listbox""#)
                        if allowsMany { open.markup(#" aria-multiselectable="true""#) }
                        open.attribute("aria-labelledby", screen + "-title")
                        open.markup(">")
                    }, "</ul>"
                ) { list in
                    for row in rows {
                        renderRow(section.rows[row], context: context, into: &list)
                    }
                }
            } else {
                out.element(#"<ul class="rows">"#, "</ul>") { list in
                    for row in rows {
                        renderRow(section.rows[row], context: context, into: &list)
                    }
                }
            }
            if let footer = section.footer {
                out.line(#"<p class="section-footer">"#, text: footer, "</p>")
            }
            for diagnostic in section.diagnostics {
                out.line { diagnosticElement("p", diagnostic, file: context.file, into: &$0) }
            }
        }
    }

    // MARK: - Rows

    func renderRow(_ row: PreviewRow, context: RowContext, into list: inout HTMLLines) {
        list.element(
            open: { open in
                open.markup("<li")
                renderClasses(of: row, context: context, into: &open)
                if let rowType = row.rowType {
                    open.attribute("data-row-type", rowType.rawValue)
                }
                open.attribute("data-style", cellStyle(of: row.content))
                if let change = row.change { open.attribute("data-change", change.rawValue) }
                open.markup(">")
            }, "</li>"
        ) { item in
            item.element(#"<div class="cell">"#, "</div>") { cell in
                if context.isShown(row, in: .edit), let control = editControl(row.editControl, context: context) {
                    cell.line(control)
                }
                let href = row.link.flatMap(HTMLHref.relative)
                cell.content(linkingTo: href) { content in
                    renderContent(row, context: context, into: &content)
                    renderAccessories(row, context: context, into: &content)
                }
            }
            if let screen = row.editScreen, context.isShown(row, in: .edit) {
                let title = context.screenTitles[screen] ?? screen
                renderScreenLink(to: screen, title: title, onlyInEditMode: context.fixedMode == nil, into: &item)
            }
            for diagnostic in row.diagnostics {
                item.line { diagnosticElement("p", diagnostic, file: context.file, into: &$0) }
            }
            if let note = row.actionNote, context.isShown(row, in: .edit) {
                renderActionNote(note, onlyInEditMode: context.fixedMode == nil, into: &item)
            }
        }
    }

    /// The link over a row that opens its screen in edit mode, named by the screen's title.
    private func renderScreenLink(to id: String, title: String, onlyInEditMode: Bool, into item: inout HTMLLines) {
        item.line { link in
            link.markup(onlyInEditMode ? #"<a class="row-link edit-only""# : #"<a class="row-link""#)
            link.attribute("href", screensElsewhere[id] ?? ScreenID.link(id))
            link.attribute("aria-label", title)
            link.markup("></a>")
        }
    }

    /// The row's classes: what it draws, whether it is editable, the modes it is shown in.
    private func renderClasses(of row: PreviewRow, context: RowContext, into open: inout HTMLLines) {
        open.markup(#" class="row"#)
        switch row.content {
        case .value(_, _, _, let isMultiLine): open.markup(isMultiLine ? " value-row multi-line" : " value-row")
        case .toggle: open.markup(" toggle-row")
        case .listItem: open.markup(" list-row")
        case .add: open.markup(" add-row")
        case .custom(_, let style):
            open.markup(" custom-row")
            if style != .default {
                open.markup(" ")
                open.text(style.rawValue)
            }
        case .textField: open.markup(" field-row")
        case .textView: open.markup(" field-row text-view-row")
        case .choice(_, let isChosen, let allowsMany):
            open.markup(allowsMany ? " choice-row many" : " choice-row")
            if isChosen { open.markup(" chosen") }
        }
        if row.isEditable { open.markup(" editable") }
        if row.editControl != .none, context.isShown(row, in: .edit) { open.markup(" has-edit-control") }
        if row.editScreen != nil { open.markup(" opens-screen") }
        if context.fixedMode == nil, let only = onlyClass(of: row) {
            open.markup(" ")
            open.markup(only)
        }
        open.markup("\"")
        if case .choice(_, let isChosen, _) = row.content {
            open.markup(isChosen ? #" role="option" aria-selected="true""# : #" role="option" aria-selected="false""#)
        }
    }

    /// The UIKit cell style the row is drawn in, for the style sheet and for readers of the page.
    private func cellStyle(of content: PreviewRowContent) -> String {
        switch content {
        case .value(_, _, let style, _): style.rawValue
        case .toggle: CellStyle.value1.rawValue
        case .listItem: "subtitle"
        case .add, .custom, .textField, .textView, .choice: CellStyle.default.rawValue
        }
    }

    private func renderContent(_ row: PreviewRow, context: RowContext, into content: inout HTMLLines) {
        switch row.content {
        case .value(let label, let value, let style, _):
            // UIKit's Default style has no label; the definition's rowLabel is ignored there.
            if let label, style != .default {
                content.line(#"<span class="label">"#, text: label, "</span>")
            }
            content.line { valueSpan("value", value, into: &$0) }
        case .toggle(let label, let isOn):
            content.line(#"<span class="label">"#, text: label, "</span>")
            renderSwitches(label: label, isOn: isOn, isEditable: row.isEditable, fixedMode: context.fixedMode, into: &content)
        case .listItem(let value, let detail):
            content.line { line in
                line.markup(#"<span class="stack">"#)
                valueSpan("value", value, into: &line)
                if let detail { valueSpan("detail", detail, into: &line) }
                line.markup("</span>")
            }
        case .add(let title), .custom(let title, _):
            content.line(#"<span class="title">"#, text: title, "</span>")
        case .textField(let value, let placeholder, let keyboard):
            content.line { field in
                field.markup(#"<input class="text-field" type="text" readonly"#)
                if keyboard == .numbersAndPunctuation { field.markup(#" inputmode="decimal""#) }
                // Named by its screen's title ("Edit Name"), which it has even when the row has no label.
                if let screen = context.screenID { field.attribute("aria-labelledby", screen + "-title") }
                if !placeholder.isEmpty { field.attribute("placeholder", placeholder) }
                if let value { field.attribute("value", value.text) }
                field.markup(">")
            }
        case .textView(let value):
            content.line { view in
                view.markup(#"<textarea class="text-view" readonly rows="7""#)
                if let screen = context.screenID { view.attribute("aria-labelledby", screen + "-title") }
                // A line break right after the tag is dropped by the parser: this one, not the value's own.
                view.markup(">\n")
                view.text(value.text)
                view.markup("</textarea>")
            }
        case .choice(let text, _, _):
            content.line { valueSpan("title", text, into: &$0) }
        }
    }

    private func valueSpan(_ role: StaticString, _ value: PreviewValue, into line: inout HTMLLines) {
        line.markup(#"<span class=""#)
        line.markup(role)
        line.markup(value.kind == .placeholder ? #" placeholder">"# : #" sample">"#)
        if value.kind == .formatted { line.formattedText(value.text) } else { line.text(value.text) }
        line.markup("</span>")
    }

    /// A switch is never operable in view mode; in edit mode it is when the row is editable. Without
    /// script the page cannot change `aria-disabled`, so an editable row on the definition's own view
    /// carries one switch per mode.
    private func renderSwitches(label: String, isOn: Bool?, isEditable: Bool, fixedMode: PreviewMode?, into content: inout HTMLLines) {
        let checked: StaticString = isOn.map { $0 ? #" aria-checked="true""# : #" aria-checked="false""# } ?? #" aria-checked="mixed""#
        func control(_ classes: StaticString, disabled: Bool) {
            content.line { line in
                line.markup(#"<span class=""#)
                line.markup(classes)
                line.markup(#"" role="switch""#)
                line.markup(checked)
                if disabled { line.markup(#" aria-disabled="true""#) }
                line.attribute("aria-label", label)
                line.markup("></span>")
            }
        }
        if let fixedMode { return control("switch", disabled: !(isEditable && fixedMode == .edit)) }
        guard isEditable else { return control("switch", disabled: true) }
        control("switch view-only", disabled: true)
        control("switch edit-only", disabled: false)
    }

    private func renderAccessories(_ row: PreviewRow, context: RowContext, into content: inout HTMLLines) {
        if case .choice(_, let isChosen, let allowsMany) = row.content {
            // A checkmark on the chosen object; a checklist's round check on every one, filled when chosen.
            if allowsMany || isChosen || context.checkmarkOnEveryChoice {
                content.line(
                    allowsMany
                        ? #"<span class="accessory check-circle" aria-hidden="true"></span>"#
                        : #"<span class="accessory checkmark" aria-hidden="true"></span>"#)
            }
            return
        }
        let view = context.isShown(row, in: .view) ? row.accessory(in: .view) : nil
        let edit = context.isShown(row, in: .edit) ? row.accessory(in: .edit) : nil
        // The same accessory in every mode the row appears in is drawn once, for all of them.
        if view == nil || edit == nil || view == edit {
            if let accessory = view ?? edit { accessoryLine(accessory, onlyIn: nil, into: &content) }
            return
        }
        accessoryLine(view!, onlyIn: .view, into: &content)
        accessoryLine(edit!, onlyIn: .edit, into: &content)
    }

    private func accessoryLine(_ accessory: PreviewAccessory, onlyIn mode: PreviewMode?, into content: inout HTMLLines) {
        let only: StaticString = mode.map { $0 == .edit ? " edit-only" : " view-only" } ?? ""
        let (open, close): (StaticString, StaticString)
        switch accessory {
        case .none: return
        case .disclosure: (open, close) = (#"<span class="accessory disclosure"#, #"" aria-hidden="true"></span>"#)
        case .reorder: (open, close) = (#"<span class="accessory reorder"#, #"" role="img" aria-label="Reorder"></span>"#)
        }
        content.line { line in
            line.markup(open)
            line.markup(only)
            line.markup(close)
        }
    }

    private func editControl(_ control: PreviewEditControl, context: RowContext) -> StaticString? {
        let fixed = context.fixedMode != nil
        switch control {
        case .none: return nil
        case .delete:
            return fixed
                ? #"<span class="edit-control delete" role="img" aria-label="Delete"></span>"#
                : #"<span class="edit-control delete edit-only" role="img" aria-label="Delete"></span>"#
        case .insert:
            return fixed
                ? #"<span class="edit-control insert" role="img" aria-label="Insert"></span>"#
                : #"<span class="edit-control insert edit-only" role="img" aria-label="Insert"></span>"#
        }
    }

    /// `edit-only` or `view-only` for a row shown in one mode; nil when shown in both (or none).
    private func onlyClass(of row: PreviewRow) -> StaticString? {
        switch (row.isShown(in: .view), row.isShown(in: .edit)) {
        case (true, false): "view-only"
        case (false, true): "edit-only"
        default: nil
        }
    }

    // MARK: - Diagnostics

    /// One line in the clang style of `cdlgen validate` (`12:5: error: message [code]`), the file left out
    /// when it is `file`, the page's own (nil: always named).
    func diagnosticElement(_ tag: StaticString, _ diagnostic: Diagnostic, file: String?, into line: inout HTMLLines) {
        line.markup("<")
        line.markup(tag)
        line.markup(#" class="diagnostic "#)
        line.text(diagnostic.severity.rawValue)
        line.markup("\"")
        line.attribute("data-code", diagnostic.code.rawValue)
        line.markup(#"><span class="location">"#)
        line.name(place(diagnostic.location, in: file))
        line.markup(#"</span> <span class="severity">"#)
        line.text(diagnostic.severity.rawValue)
        line.markup(#":</span> <span class="message">"#)
        line.text(diagnostic.message)
        line.markup(#"</span> <span class="code">["#)
        line.text(diagnostic.code.rawValue)
        line.markup("]</span>")
        if let fixIt = diagnostic.fixIt {
            line.markup(#" <span class="fix-it">fix-it: <code>"#)
            line.text(fixIt)
            line.markup("</code></span>")
        }
        for note in diagnostic.notes {
            line.markup(#" <span class="diagnostic-note"><span class="location">"#)
            line.name(place(note.location, in: file))
            line.markup(#"</span> <span class="severity">note:</span> <span class="message">"#)
            line.text(note.message)
            line.markup("</span></span>")
        }
        line.markup("</")
        line.markup(tag)
        line.markup(">")
    }

    /// `file:line:column:`, or `line:column:` in `file`.
    private func place(_ location: SourceLocation, in file: String?) -> String {
        (location.file == file ? "" : location.file + ":") + location.position.description + ":"
    }
}
