import Definitions
import Diagnostics
import PlistLoader
import SampleData

/// Lays out a detail view for the renderers: each definition row becomes the cells it shows for the
/// sample object (or placeholders when there is none), with its diagnostics beside it, and every screen
/// its rows open in edit mode.
struct DetailViewPreviewBuilder {
    var context: PreviewContext
    var formatter: ValueFormatter
    var sampleData: SampleData
    var links: PreviewLinks

    func build(
        _ view: DetailViewDefinition, file: String, entity: String?, object: PlistNode?, diagnostics: [Diagnostic]
    ) -> PreviewTable {
        let placed = DiagnosticPlacement(view).place(diagnostics)
        let screens = RowCells.RowScreens(parent: nil, linksEditScreens: true, linksAddNew: true)
        let layout = layout(
            of: view, entity: entity, object: object, placed: placed, screens: screens,
            returnTo: ScreenID.link(ScreenID.editing), inAddMode: false)
        var table = PreviewTable(
            kind: .detailView, title: view.name, name: view.name, file: file, entity: entity, sections: layout.sections,
            diagnostics: placed[.table] ?? [])
        // CDL's detail view has no title; its back button goes while it is edited (CDLDetailViewController.m:132-142).
        table.navigationBar = PreviewNavigationBar(title: nil, leading: links.back, trailing: .editToggle, hidesLeadingInEditMode: true)
        table.screens = layout.screens
        return table
    }

    /// The sections of `view` showing `object`, each row's diagnostics beside it, and the screens its rows
    /// open as `screens` says (their Cancel and Save go to `returnTo`; `inAddMode`: an add screen, where
    /// switches start off and an edit screen's Save reads Done). One pass over the rows, which reads each
    /// row's facts once; an error that foresees a crash on a row's way turns its screen into a crash screen.
    func layout(
        of view: DetailViewDefinition, entity: String?, object: PlistNode?, placed: [DiagnosticPlacement.Place: [Diagnostic]],
        screens: RowCells.RowScreens, returnTo: String, inAddMode: Bool
    ) -> (sections: [PreviewSection], screens: [PreviewScreen]) {
        var settingUp = RowCells(
            context: context, formatter: formatter, entity: entity, object: object, screens: screens, definition: links.definition)
        // Only the view's own rows lead to other objects' pages: an add screen's object is new, and has none.
        if screens.parent == nil { settingUp.objectPage = links.object }
        settingUp.inAddMode = inAddMode
        // A constant from here: the rows' closure then lends it to each call rather than copying it out.
        let cells = settingUp
        let screenBuilder = EditScreenBuilder(detail: self)
        var rowScreens: [PreviewScreen] = []
        let sections = view.sections.enumerated().map { sectionIndex, section in
            // As CDL shows it: its own section controller draws no footer, a custom one may.
            var previewSection = PreviewSection(
                header: section.title?.value, footer: section.customControllerClass == nil ? nil : section.footer?.value, rows: [],
                diagnostics: placed[.section(sectionIndex)] ?? [])
            for (rowIndex, row) in section.rows.enumerated() {
                let facts = RowFacts(row, entity: entity, object: object, context: context)
                let rowDiagnostics = placed[.row(section: sectionIndex, row: rowIndex)] ?? []
                var rows = cells.cells(for: row, facts: facts, section: sectionIndex, row: rowIndex)
                // In add mode CDL saves nothing until the view's own Save: a delete or Add there aborts nothing.
                if !inAddMode { rows = AbortingAction.noting(rows, of: row, diagnostics: rowDiagnostics) }
                for index in rows.indices { rows[index].sourceRow = rowIndex }
                if rows.isEmpty {
                    previewSection.diagnostics += rowDiagnostics
                } else {
                    rows[0].diagnostics = rowDiagnostics
                }
                previewSection.rows += rows
                if screens.linksEditScreens {
                    rowScreens += screenBuilder.screens(
                        for: row, facts: facts, at: (sectionIndex, rowIndex), cells: cells, returnTo: returnTo, inAddMode: inAddMode,
                        diagnostics: rowDiagnostics)
                }
            }
            return previewSection
        }
        return (sections, rowScreens)
    }
}
