import PlistLoader
import RowControllers

/// Lays out a detail view for the renderers: each definition row becomes the cells it shows for the
/// sample object (or placeholders when there is none), with its diagnostics beside it.
struct DetailViewPreviewBuilder {
    var context: PreviewContext
    var formatter: ValueFormatter
    /// The page of the preview site that shows a definition, by name; nil when it has none.
    var link: (String) -> String?

    func build(
        _ view: DetailViewDefinition, file: String, entity: String?, object: PlistNode?, diagnostics: [Diagnostic]
    ) -> PreviewTable {
        let placed = DiagnosticPlacement(view).place(diagnostics)
        let cells = RowCells(context: context, formatter: formatter, link: link, entity: entity, object: object)
        let sections = view.sections.enumerated().map { sectionIndex, section in
            // As CDL shows it: its own section controller draws no footer, a custom one may.
            var previewSection = PreviewSection(
                header: section.title?.value, footer: section.customControllerClass == nil ? nil : section.footer?.value, rows: [],
                diagnostics: placed[.section(sectionIndex)] ?? [])
            for (rowIndex, row) in section.rows.enumerated() {
                var rows = cells.cells(for: row)
                let rowDiagnostics = placed[.row(section: sectionIndex, row: rowIndex)] ?? []
                if rows.isEmpty {
                    previewSection.diagnostics += rowDiagnostics
                } else {
                    rows[0].diagnostics = rowDiagnostics
                }
                previewSection.rows += rows
            }
            return previewSection
        }
        return PreviewTable(
            kind: .detailView, title: view.name, name: view.name, file: file, entity: entity, sections: sections,
            diagnostics: placed[.table] ?? [])
    }
}
