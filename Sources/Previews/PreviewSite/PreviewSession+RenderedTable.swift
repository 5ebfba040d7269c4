import Checks

extension PreviewSession {
    /// The table `render` draws of `report`: for a detail view, its entity's `object`th object (from 1),
    /// in `state` when one is given (its label in the title, its note in the footnote).
    public func renderedTable(of report: FileReport, object: Int, state: PreviewState?) throws(ObjectOutOfRange) -> PreviewTable {
        let context = builder.context
        if object > 1, case .detailView? = report.definition {
            let count = builder.objects(for: report.entity?.entity)?.count ?? 0
            guard object <= count else { throw ObjectOutOfRange(number: object, entity: report.entity?.entity ?? "sample", count: count) }
        }
        let stateBuilder = state.map {
            PreviewBuilder(context: context, sampleData: $0.sampleData(from: builder.sampleData, model: context.model))
        }
        var table = (stateBuilder ?? builder).table(
            for: report, objectIndex: object - 1, formatter: ValueFormatter(locale: context.locale, timeZone: context.timeZone),
            links: links(for: report))
        if let state {
            table.title += " (\(state.label))"
            table.footnote = [table.footnote, state.note].compactMap { $0 }.joined(separator: " ")
        }
        return table
    }
}
