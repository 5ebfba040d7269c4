import Checks
import Definitions

/// The SwiftUI each row of a detail view becomes, for a preview that draws it beside the row
/// (`preview --swiftui`): the same code `export swiftui` writes for it, row by row.
public struct SwiftUIRowCode: Sendable {
    /// Each exported detail view's rows, by definition name: made once, however many pages show the view.
    private let rowsByDefinition: [String: [[SwiftUIExportedRow]]]

    /// `reports`: the run's, with their definitions. Only what the export writes has rows: a definition it
    /// leaves out has none.
    public init(exporter: SwiftUIExporter, reports: [FileReport]) {
        let plan = ExportPlan(reports, facts: ClassFacts(model: exporter.model, appClasses: exporter.appClasses))
        var rows: [String: [[SwiftUIExportedRow]]] = [:]
        for item in plan.kept {
            guard case .detailView(let view) = item.definition else { continue }
            let writer = RowCodeWriter(facts: plan.facts, entity: item.entity, detailViews: plan.detailViews)
            rows[view.name] = view.sections.map { section in
                section.rows.map { row in
                    var code = SwiftCode()
                    var parts = DetailViewParts()
                    let rowPlan = writer.write(row, into: &code, parts: &parts)
                    return SwiftUIExportedRow(code: code.text, plan: rowPlan)
                }
            }
        }
        rowsByDefinition = rows
    }

    /// Each row's code and how it shows while edited, by section; nil when the export leaves the view out.
    public func rows(of view: DetailViewDefinition) -> [[SwiftUIExportedRow]]? {
        rowsByDefinition[view.name]
    }
}

/// One definition row as the export writes it: its code, and how it shows while edited.
public struct SwiftUIExportedRow: Sendable, Equatable {
    public var code: String
    public var plan: SwiftUIRowPlan
}
