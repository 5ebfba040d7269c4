extension HTMLRenderer {
    /// The table's own view in view mode alone, without its bar and screens: what a comparison page
    /// draws of each version. Rows link nowhere (their screens are not on the page).
    func renderView(_ table: PreviewTable, into out: inout HTMLLines) {
        renderTableDiagnostics(table, into: &out)
        if table.isUnreadable {
            renderReasons(table, into: &out)
        } else if table.sections.isEmpty {
            out.line(#"<p class="empty-table">This definition has no sections.</p>"#)
        }
        let context = RowContext(file: table.file, fixedMode: .view, screenTitles: [:])
        for (index, section) in table.sections.enumerated() {
            renderSection(section, number: index + 1, context: context, into: &out)
        }
        if let footnote = table.footnote {
            out.line(#"<p class="screen-note table-footnote">"#, text: footnote, "</p>")
        }
    }
}
