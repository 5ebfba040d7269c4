/// `preview --swiftui`: a screen of a detail view's page with each row as CDL shows it and, under it, the
/// SwiftUI `export swiftui` writes for it, so that a reviewer sees the migration keep every row.
extension HTMLRenderer {
    /// The screen's id, which the site bar's link names.
    static let swiftUIScreenID = "swiftui"

    /// What only a page with the screen needs: the code's box.
    static let swiftUIStyle = """
        .swiftui-code { margin: 0 0 12px; padding: 8px 12px; overflow-x: auto; font: 12px/1.4 ui-monospace, SFMono-Regular, Menlo, monospace;
          white-space: pre; background: rgba(127, 127, 127, 0.12); border-radius: 8px; }
        .swiftui-row { margin-bottom: 4px; }

        """

    func renderSwiftUIScreen(_ table: PreviewTable, code: [[String]], screenTitles: [String: String], into body: inout HTMLLines) {
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
                    #"<p class="screen-note">Each row as CDL shows it, and the SwiftUI <code>cdlgen export swiftui</code> writes for it.</p>"#
                )
                let context = RowContext(file: table.file, fixedMode: .view, screenTitles: screenTitles)
                for (sectionIndex, tableSection) in table.sections.enumerated() where sectionIndex < code.count {
                    renderSwiftUISection(tableSection, number: sectionIndex + 1, code: code[sectionIndex], context: context, into: &content)
                }
            }
        }
    }

    private func renderSwiftUISection(
        _ section: PreviewSection, number: Int, code: [String], context: RowContext, into content: inout HTMLLines
    ) {
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
            for (rowIndex, rowCode) in code.enumerated() {
                let rows = section.rows.indices.filter { section.rows[$0].sourceRow == rowIndex && context.isShown(section.rows[$0]) }
                if !rows.isEmpty {
                    out.element(#"<ul class="rows swiftui-row">"#, "</ul>") { list in
                        for row in rows { renderRow(section.rows[row], context: context, into: &list) }
                    }
                }
                out.line { line in
                    line.markup(#"<pre class="swiftui-code"><code>"#)
                    line.text(rowCode)
                    line.markup("</code></pre>")
                }
            }
        }
    }
}
