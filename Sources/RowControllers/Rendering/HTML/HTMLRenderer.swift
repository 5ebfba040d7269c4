/// Draws a ``PreviewTable`` as one self-contained HTML page: inline CSS, no script, no requests.
///
/// Both modes are on the page; a checkbox before the content switches between them through CSS, so
/// the page works under a Content-Security-Policy that allows no script. The same table always gives
/// the same bytes.
public struct HTMLRenderer: Sendable {
    public init() {}

    /// - Parameters:
    ///   - initialMode: the mode the page opens in; the Edit/Done button switches.
    ///   - backLink: a relative href for an "All definitions" link (`index.html`); an absolute one is left out.
    ///   - stylesheet: the CSS inlined in the page.
    public func render(
        _ table: PreviewTable, initialMode: PreviewMode = .view, backLink: String? = nil, stylesheet: String = HTMLStyleSheet.css
    ) -> String {
        var page = HTMLLines()
        page.documentHead(title: table.title, stylesheet: stylesheet)
        page.element("<body>", "</body>") { body in
            let checked = initialMode == .edit ? " checked" : ""
            body.line(#"<input type="checkbox" id="edit-mode" class="mode-toggle" aria-label="Edit mode"\#(checked)>"#)
            renderNavigationBar(backLink: backLink, into: &body)
            renderHeader(table, into: &body)
            body.element("<main>", "</main>") { main in
                if table.sections.isEmpty {
                    main.line(#"<p class="empty-table">This definition has no sections.</p>"#)
                }
                for (index, section) in table.sections.enumerated() {
                    renderSection(section, number: index + 1, of: table, into: &main)
                }
            }
        }
        page.line("</html>")
        return page.text
    }

    // MARK: - Page

    private func renderNavigationBar(backLink: String?, into body: inout HTMLLines) {
        body.element(#"<nav class="nav-bar" aria-label="Preview">"#, "</nav>") { nav in
            nav.element(#"<div class="nav-inner">"#, "</div>") { bar in
                if let href = backLink.flatMap(HTMLHref.relative) {
                    bar.line(#"<a class="back-link" href="\#(text(href))">All definitions</a>"#)
                }
                bar.line(
                    #"<label for="edit-mode" class="edit-button"><span class="view-only">Edit</span><span class="edit-only">Done</span></label>"#
                )
            }
        }
    }

    private func renderHeader(_ table: PreviewTable, into body: inout HTMLLines) {
        body.element(#"<header class="page-header">"#, "</header>") { header in
            header.line("<h1>\(text(table.title))</h1>")
            var facts = [#"<span class="kind">\#(text(table.kind.rawValue))</span>"#, #"<span class="file">\#(text(table.file))</span>"#]
            if let entity = table.entity {
                facts.append(#"<span class="entity">\#(text(entity))</span>"#)
            }
            header.line(#"<p class="table-meta">\#(facts.joined(separator: " · "))</p>"#)
            if !table.diagnostics.isEmpty {
                header.element(#"<ul class="diagnostics" aria-label="Problems in this definition">"#, "</ul>") { list in
                    for diagnostic in table.diagnostics {
                        list.line(diagnosticElement("li", diagnostic, in: table))
                    }
                }
            }
        }
    }

    private func renderSection(_ section: PreviewSection, number: Int, of table: PreviewTable, into main: inout HTMLLines) {
        // A section without a header still needs a name for screen readers' landmark lists.
        let name = section.header == nil ? #" aria-label="Section \#(number)""# : ""
        main.element(#"<section class="table-section"\#(name)>"#, "</section>") { out in
            if let header = section.header {
                out.line(#"<h2 class="section-header">\#(text(header))</h2>"#)
            }
            let rows = section.rows.filter { !$0.modes.isEmpty }
            if rows.isEmpty {
                out.line(#"<ul class="rows"></ul>"#)
            } else {
                out.element(#"<ul class="rows">"#, "</ul>") { list in
                    for row in rows {
                        renderRow(row, of: table, into: &list)
                    }
                }
            }
            if let footer = section.footer {
                out.line(#"<p class="section-footer">\#(text(footer))</p>"#)
            }
            for diagnostic in section.diagnostics {
                out.line(diagnosticElement("p", diagnostic, in: table))
            }
        }
    }

    // MARK: - Rows

    private func renderRow(_ row: PreviewRow, of table: PreviewTable, into list: inout HTMLLines) {
        var attributes = [("class", rowClasses(row).joined(separator: " "))]
        if let rowType = row.rowType {
            attributes.append(("data-row-type", rowType.rawValue))
        }
        attributes.append(("data-style", cellStyle(of: row.content)))
        list.element("<li\(attributeText(attributes))>", "</li>") { item in
            item.element(#"<div class="cell">"#, "</div>") { cell in
                if row.isShown(in: .edit), let control = editControl(row.editControl) {
                    cell.line(control)
                }
                let href = row.link.flatMap(HTMLHref.relative)
                let open = href.map { #"<a class="content" href="\#(text($0))">"# } ?? #"<div class="content">"#
                cell.element(open, href == nil ? "</div>" : "</a>") { content in
                    for line in contentLines(row) + accessoryLines(row) {
                        content.line(line)
                    }
                }
            }
            for diagnostic in row.diagnostics {
                item.line(diagnosticElement("p", diagnostic, in: table))
            }
        }
    }

    private func rowClasses(_ row: PreviewRow) -> [String] {
        var classes = ["row"]
        switch row.content {
        case .value(_, _, _, let isMultiLine): classes += ["value-row"] + (isMultiLine ? ["multi-line"] : [])
        case .toggle: classes.append("toggle-row")
        case .listItem: classes.append("list-row")
        case .add: classes.append("add-row")
        case .custom(_, let style): classes += ["custom-row"] + (style == .default ? [] : [style.rawValue])
        }
        if row.isEditable { classes.append("editable") }
        if row.editControl != .none, row.isShown(in: .edit) { classes.append("has-edit-control") }
        if let only = onlyClass(row.modes) { classes.append(only) }
        return classes
    }

    /// The UIKit cell style the row is drawn in, for the style sheet and for readers of the page.
    private func cellStyle(of content: PreviewRowContent) -> String {
        switch content {
        case .value(_, _, let style, _): style.rawValue
        case .toggle: CellStyle.value1.rawValue
        case .listItem: "subtitle"
        case .add, .custom: CellStyle.default.rawValue
        }
    }

    private func contentLines(_ row: PreviewRow) -> [String] {
        switch row.content {
        case .value(let label, let value, let style, _):
            // UIKit's Default style has no label; the definition's rowLabel is ignored there.
            let labelLine = label.flatMap { style == .default ? nil : #"<span class="label">\#(text($0))</span>"# }
            return (labelLine.map { [$0] } ?? []) + [valueSpan("value", value)]
        case .toggle(let label, let isOn):
            return [#"<span class="label">\#(text(label))</span>"#] + switchLines(label: label, isOn: isOn, isEditable: row.isEditable)
        case .listItem(let value, let detail):
            let detailSpan = detail.map { valueSpan("detail", $0) } ?? ""
            return [#"<span class="stack">\#(valueSpan("value", value))\#(detailSpan)</span>"#]
        case .add(let title), .custom(let title, _):
            return [#"<span class="title">\#(text(title))</span>"#]
        }
    }

    private func valueSpan(_ role: String, _ value: PreviewValue) -> String {
        let kind = value.kind == .sample ? "sample" : "placeholder"
        return #"<span class="\#(role) \#(kind)">\#(text(value.text))</span>"#
    }

    /// A switch is never operable in view mode; in edit mode it is when the row is editable. Without
    /// script the page cannot change `aria-disabled`, so an editable row carries one switch per mode.
    private func switchLines(label: String, isOn: Bool?, isEditable: Bool) -> [String] {
        let checked = isOn.map { $0 ? "true" : "false" } ?? "mixed"
        func control(_ extraClass: String?, disabled: Bool) -> String {
            var attributes = [
                ("class", ["switch", extraClass].compactMap { $0 }.joined(separator: " ")), ("role", "switch"), ("aria-checked", checked),
            ]
            if disabled { attributes.append(("aria-disabled", "true")) }
            attributes.append(("aria-label", label))
            return "<span\(attributeText(attributes))></span>"
        }
        guard isEditable else { return [control(nil, disabled: true)] }
        return [control("view-only", disabled: true), control("edit-only", disabled: false)]
    }

    private func accessoryLines(_ row: PreviewRow) -> [String] {
        let shown = PreviewMode.allCases.filter(row.isShown(in:))
        let accessories = shown.map { row.accessory(in: $0) }
        // The same accessory in every mode the row appears in is drawn once, for all of them.
        if accessories.allSatisfy({ $0 == accessories.first }) {
            return accessories.first.flatMap { accessorySpan($0, onlyIn: nil) }.map { [$0] } ?? []
        }
        return zip(shown, accessories).compactMap { mode, accessory in accessorySpan(accessory, onlyIn: mode) }
    }

    private func accessorySpan(_ accessory: PreviewAccessory, onlyIn mode: PreviewMode?) -> String? {
        let only = mode.flatMap { onlyClass([$0]) }.map { " " + $0 } ?? ""
        switch accessory {
        case .none: return nil
        case .disclosure: return #"<span class="accessory disclosure\#(only)" aria-hidden="true"></span>"#
        case .reorder: return #"<span class="accessory reorder\#(only)" role="img" aria-label="Reorder"></span>"#
        }
    }

    private func editControl(_ control: PreviewEditControl) -> String? {
        switch control {
        case .none: nil
        case .delete: #"<span class="edit-control delete edit-only" role="img" aria-label="Delete"></span>"#
        case .insert: #"<span class="edit-control insert edit-only" role="img" aria-label="Insert"></span>"#
        }
    }

    /// `edit-only` or `view-only` for something shown in one mode; nil when shown in both.
    private func onlyClass(_ modes: Set<PreviewMode>) -> String? {
        guard modes.count == 1, let mode = modes.first else { return nil }
        return mode == .edit ? "edit-only" : "view-only"
    }

    // MARK: - Diagnostics

    /// One line in the clang style of `cdlgen validate` (`12:5: error: message [code]`), the file left out
    /// when it is the page's own.
    private func diagnosticElement(_ tag: String, _ diagnostic: Diagnostic, in table: PreviewTable) -> String {
        let attributes = [("class", "diagnostic \(diagnostic.severity.rawValue)"), ("data-code", diagnostic.code.rawValue)]
        var parts = [
            #"<span class="location">\#(text(place(diagnostic.location, in: table)))</span>"#,
            #"<span class="severity">\#(text(diagnostic.severity.rawValue + ":"))</span>"#,
            #"<span class="message">\#(text(diagnostic.message))</span>"#,
            #"<span class="code">\#(text("[" + diagnostic.code.rawValue + "]"))</span>"#,
        ]
        if let fixIt = diagnostic.fixIt {
            parts.append(#"<span class="fix-it">fix-it: <code>\#(text(fixIt))</code></span>"#)
        }
        for note in diagnostic.notes {
            parts.append(
                #"<span class="diagnostic-note"><span class="location">\#(text(place(note.location, in: table)))</span> "#
                    + #"<span class="severity">note:</span> <span class="message">\#(text(note.message))</span></span>"#)
        }
        return "<\(tag)\(attributeText(attributes))>\(parts.joined(separator: " "))</\(tag)>"
    }

    private func place(_ location: SourceLocation, in table: PreviewTable) -> String {
        (location.file == table.file ? "" : location.file + ":") + location.position.description + ":"
    }

    // MARK: - Escaping

    private func text(_ text: String) -> String { HTMLEscaping.escaped(text) }

    private func attributeText(_ attributes: [(String, String)]) -> String {
        attributes.map { name, value in #" \#(name)="\#(text(value))""# }.joined()
    }
}
