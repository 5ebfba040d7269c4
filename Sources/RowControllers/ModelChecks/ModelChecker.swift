import Dispatch

/// The model phase of a run (SPEC §7): once every file is decoded, finds each definition's entity
/// (which needs the other definitions: list views and "Add New" rows name them) and checks each one
/// against the model, in parallel.
public struct ModelChecker: Sendable {
    public var model: CoreDataModel
    /// The project file's `entities`, definition name → entity; only entities the model has.
    public var namedEntities: [String: String]
    /// `--entity`: the entity of definitions nothing else names one for.
    public var defaultEntity: String?

    public init(model: CoreDataModel, namedEntities: [String: String] = [:], defaultEntity: String? = nil) {
        self.model = model
        self.namedEntities = namedEntities
        self.defaultEntity = defaultEntity
    }

    /// Adds the model's findings to `reports` (which must keep their definitions) and sets their entities.
    public func check(_ reports: inout [FileReport], catalog: DefinitionCatalog) {
        let (entities, addViewFindings) = assignEntities(reports, catalog: catalog)
        var found = addViewFindings
        let perFile = findings(of: reports, entities: entities)
        for index in reports.indices {
            if !perFile[index].isEmpty { found[index, default: []] += perFile[index] }
            reports[index].entity = entities[index]
        }
        // Files read again: the first pass kept only the lines its own diagnostics needed, and a clean run
        // should not keep every file's text for the few that need it. The text also gives lines and
        // columns to positions a deferring loader left as offsets.
        let paths = found.isEmpty ? [:] : Dictionary(reports.map { ($0.file.displayPath, $0.file.path) }) { first, _ in first }
        for (index, diagnostics) in found where !diagnostics.isEmpty {
            let file = reports[index].file
            let text = SourceLineReader.text(ofFile: file.path)
            let diagnostics = Diagnostic.resolvingTextOffsets(diagnostics) { name in
                name == file.displayPath ? text : paths[name].flatMap(SourceLineReader.text(ofFile:))
            }
            reports[index].diagnostics = Diagnostic.sortedForOutput(reports[index].diagnostics + diagnostics)
            reports[index].sourceLines.merge(SourceLineReader.lines(for: diagnostics, in: text, file: file.displayPath)) { old, _ in old }
        }
    }

    /// Each definition's entity, and the add views' findings. (This and `findings` are functions of their
    /// own so that nothing holds a copy of `reports` when `check` updates them: the report index's copy
    /// made the updates copy all 2000 reports.)
    private func assignEntities(_ reports: [FileReport], catalog: DefinitionCatalog) -> ([EntityAssignment?], [Int: [Diagnostic]]) {
        let index = ReportIndex(reports, catalog: catalog)
        let entities = EntityResolver(model: model, namedEntities: namedEntities, defaultEntity: defaultEntity)
            .resolve(reports, index: index)
        return (entities, AddViewChecker(model: model).check(reports, entities: entities, index: index))
    }

    /// Each report's findings, on every core.
    private func findings(of reports: [FileReport], entities: [EntityAssignment?]) -> [[Diagnostic]] {
        ConcurrentMap.map(reports.count) { check(reports[$0], entity: entities[$0]?.entity) }
    }

    private func check(_ report: FileReport, entity: String?) -> [Diagnostic] {
        let keyPaths = KeyPathChecker(model: model, file: report.file.displayPath)
        switch report.definition {
        case .listView(let view)?:
            return ListViewModelChecker(keyPaths: keyPaths).check(view)
        case .detailView(let view)?:
            guard let entity else {
                return [.entityUnresolved(view.name, at: SourceLocation(file: report.file.displayPath, position: view.position))]
            }
            return DetailViewModelChecker(keyPaths: keyPaths).check(view, entity: entity)
        case nil:
            return []
        }
    }
}
