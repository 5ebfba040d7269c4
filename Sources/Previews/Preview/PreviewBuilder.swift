import Checks
import PlistLoader
import SampleData

/// Makes the preview of a validated definition: which sample object it shows, and the table the
/// renderers draw, diagnostics included.
public struct PreviewBuilder: Sendable {
    public var context: PreviewContext
    public var sampleData: SampleData

    public init(context: PreviewContext, sampleData: SampleData) {
        self.context = context
        self.sampleData = sampleData
    }

    /// The objects previews of `entity` show (from its sample file, or generated with `--fake-data`); nil
    /// when there are none, and key paths stand in.
    public func objects(for entity: String?) -> [PlistNode]? {
        let objects = sampleData.objects(for: entity)
        // A store with no object of the entity says the list is empty; no sample at all, that values are unknown.
        return objects.isEmpty && !sampleData.hasSource(for: entity) ? nil : objects
    }

    /// The table for a report's definition. A detail view shows the object at `objectIndex` of its
    /// entity's samples (the list view's row of that index leads to it); `links` says where the page's
    /// links go and finds the definitions its references name. A file that could not be decoded gives a
    /// table with no sections and the file's diagnostics.
    public func table(for report: FileReport, objectIndex: Int = 0, formatter: ValueFormatter, links: PreviewLinks = .none) -> PreviewTable
    {
        var table = definitionTable(for: report, objectIndex: objectIndex, formatter: formatter, links: links)
        table.locale = formatter.locale
        return table
    }

    private func definitionTable(for report: FileReport, objectIndex: Int, formatter: ValueFormatter, links: PreviewLinks) -> PreviewTable {
        let file = report.file.displayPath
        let detail = DetailViewPreviewBuilder(context: context, formatter: formatter, sampleData: sampleData, links: links)
        switch report.definition {
        case .detailView(let view)?:
            let entity = report.entity?.entity
            let objects = objects(for: entity)
            let object = objects.flatMap { $0.indices.contains(objectIndex) ? $0[objectIndex] : $0.first }
            var table = detail.build(view, file: file, entity: entity, object: object, diagnostics: report.diagnostics)
            if let rowCode = context.swiftUIRowCode { table.swiftUIRows = rowCode.rows(of: view) }
            return table
        case .listView(let view)?:
            let builder = ListViewPreviewBuilder(detail: detail, detailLink: { links.page(view.detailViewDefinition.value, $0) })
            return builder.build(view, file: file, objects: objects(for: view.entityName.value), diagnostics: report.diagnostics)
        case nil:
            var table = PreviewTable(
                kind: .detailView, title: report.file.name, name: report.file.name, file: file, entity: report.entity?.entity,
                sections: [], diagnostics: report.diagnostics)
            table.isUnreadable = true
            return table
        }
    }

    /// How many objects `--fake-data` makes for a list view: enough to show sorting and sections.
    static let fakeObjectCount = 3
}
