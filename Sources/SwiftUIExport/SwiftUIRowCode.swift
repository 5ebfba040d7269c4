import Checks
import Definitions

/// The SwiftUI each row of a detail view becomes, for a preview that draws it beside the row
/// (`preview --swiftui`): the same code `export swiftui` writes for it, row by row.
public struct SwiftUIRowCode: Sendable {
    let facts: ClassFacts
    let detailViews: [String: ExportedDetailView]

    /// `reports`: the run's, with their definitions: the detail views "Add New" rows open.
    public init(exporter: SwiftUIExporter, reports: [FileReport]) {
        facts = ClassFacts(model: exporter.model, appClasses: exporter.appClasses)
        var views: [String: ExportedDetailView] = [:]
        for report in reports {
            guard case .detailView(let view)? = report.definition, let entity = report.entity?.entity,
                let className = facts.className(of: entity), views[view.name] == nil
            else { continue }
            views[view.name] = ExportedDetailView(
                typeName: SwiftName.type(view.name).filter { $0 != "`" }, className: className, entity: entity)
        }
        detailViews = views
    }

    /// Each row's code and how it shows while edited, by section; nil when the entity has no class of its
    /// own to export a view over.
    public func rows(of view: DetailViewDefinition, entity: String) -> [[SwiftUIExportedRow]]? {
        guard facts.className(of: entity) != nil else { return nil }
        let writer = RowCodeWriter(facts: facts, entity: entity, detailViews: detailViews)
        return view.sections.map { section in
            section.rows.map { row in
                var code = SwiftCode()
                var parts = DetailViewParts()
                let plan = writer.write(row, into: &code, parts: &parts)
                return SwiftUIExportedRow(code: code.text, plan: plan)
            }
        }
    }
}

/// One definition row as the export writes it: its code, and how it shows while edited.
public struct SwiftUIExportedRow: Sendable, Equatable {
    public var code: String
    public var plan: SwiftUIRowPlan
}
