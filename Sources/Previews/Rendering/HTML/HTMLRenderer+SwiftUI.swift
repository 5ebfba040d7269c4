import SwiftUIExport

/// `preview --swiftui`: a screen of a detail view's page with each row as CDL shows it, the same row as the
/// exported SwiftUI shows it while edited (in place, where CDL pushes a screen), and the code `export swiftui`
/// writes for it — so that a reviewer sees the migration keep every row, with the same data.
extension HTMLRenderer {
    /// The screen's id, which the site bar's link names.
    static let swiftUIScreenID = "swiftui"

    /// What only a page with the screen needs: the captions and the code's box.
    static let swiftUIStyle = """
        .swiftui-caption { margin: 10px 16px 4px; font-size: 12px; text-transform: uppercase; letter-spacing: 0.02em; opacity: 0.6; }
        .swiftui-code { margin: 0 0 20px; padding: 8px 12px; overflow-x: auto; font: 12px/1.4 ui-monospace, SFMono-Regular, Menlo, monospace;
          white-space: pre; background: rgba(127, 127, 127, 0.12); border-radius: 8px; }

        """

    func renderSwiftUIScreen(
        _ table: PreviewTable, rows: [[SwiftUIExportedRow]], screenTitles: [String: String], into body: inout HTMLLines
    ) {
        let id = Self.swiftUIScreenID
        body.element(
            open: { open in
                open.markup(#"<section class="screen edit-screen""#)
                open.attribute("id", id)
                open.markup(#" data-screen="swiftui export""#)
                open.attribute("aria-labelledby", id + "-title")
                open.markup(">")
            }, "</section>"
        ) { section in
            let bar = PreviewNavigationBar(title: "SwiftUI export", leading: PreviewBarButton(.back, "Back", link: "#viewing"))
            renderNavigationBar(bar, headingID: id, fallbackHeading: "SwiftUI export", into: &section)
            section.element(#"<div class="screen-body">"#, "</div>") { content in
                content.line(
                    #"<p class="screen-note">Each row as CDL shows it, as the SwiftUI of <code>cdlgen export swiftui</code> shows it while editing, and that code.</p>"#
                )
                for (sectionIndex, tableSection) in table.sections.enumerated() where sectionIndex < rows.count {
                    renderSwiftUISection(tableSection, number: sectionIndex + 1, rows: rows[sectionIndex], file: table.file, into: &content)
                }
            }
        }
    }

    private func renderSwiftUISection(
        _ section: PreviewSection, number: Int, rows: [SwiftUIExportedRow], file: String, into content: inout HTMLLines
    ) {
        let viewing = RowContext(file: file, fixedMode: .view, screenTitles: [:])
        let editing = RowContext(file: file, fixedMode: .edit, screenTitles: [:])
        content.element(
            open: { open in
                open.markup(#"<section class="table-section""#)
                if section.header == nil {
                    open.markup(#" aria-label="Section "#)
                    open.number(number)
                    open.markup("\"")
                }
                open.markup(">")
            }, "</section>"
        ) { out in
            if let header = section.header { out.line(#"<h2 class="section-header">"#, text: header, "</h2>") }
            for (rowIndex, exported) in rows.enumerated() {
                let cdlRows = section.rows.filter { $0.sourceRow == rowIndex }
                out.line(#"<p class="swiftui-caption">CDL</p>"#)
                renderRows(cdlRows.filter(viewing.isShown), context: viewing, into: &out)
                out.line(#"<p class="swiftui-caption">SwiftUI, editing</p>"#)
                let rendition = SwiftUIRendition.rows(for: exported.plan, cdlRows: cdlRows).filter(editing.isShown)
                if rendition.isEmpty {
                    out.line(#"<p class="screen-note">Not exported: the comment in the code says why.</p>"#)
                } else {
                    renderRows(rendition, context: editing, into: &out)
                }
                out.line { line in
                    line.markup(#"<pre class="swiftui-code"><code>"#)
                    line.text(exported.code)
                    line.markup("</code></pre>")
                }
            }
        }
    }

    private func renderRows(_ rows: [PreviewRow], context: RowContext, into out: inout HTMLLines) {
        guard !rows.isEmpty else { return }
        out.element(#"<ul class="rows">"#, "</ul>") { list in
            for row in rows { renderRow(row, context: context, into: &list) }
        }
    }
}
