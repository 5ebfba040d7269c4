import CoreDataModel
import PlistLoader

/// The model checks of a run (SPEC §7), in two steps. The first pass checks each definition as it is
/// decoded, against the entity its own file gives it (``FirstPassModelCheck``). The model phase, once
/// every file is decoded, finds each definition's entity (list views and "Add New" rows name them, so it
/// needs the other definitions), checks the add views, and checks again only the definitions whose
/// entity that changed.
public struct ModelChecker: Sendable {
    public let model: CoreDataModel
    /// The project file's `entities`, definition name → entity; only entities the model has.
    public let namedEntities: [String: String]
    /// `--entity`: the entity of definitions nothing else names one for.
    public let defaultEntity: String?
    let fileNameEntities: FileNameEntities

    public init(model: CoreDataModel, namedEntities: [String: String] = [:], defaultEntity: String? = nil) {
        self.model = model
        self.namedEntities = namedEntities
        self.defaultEntity = defaultEntity
        self.fileNameEntities = FileNameEntities(model: model)
    }

    /// The entity a definition's own file gives it: the project file's, else the one its name begins
    /// with, else `--entity` (SPEC §7 without the steps that need other definitions).
    public func ownEntity(ofDefinitionNamed name: String) -> EntityAssignment? {
        if let entity = namedEntities[name] { return EntityAssignment(entity, from: .projectFile) }
        if let entity = fileNameEntities.entity(forDefinitionNamed: name) { return EntityAssignment(entity, from: .fileName) }
        return defaultEntity.map { EntityAssignment($0, from: .commandLine) }
    }

    /// The first pass's checks of one definition, on the core that decoded it, finished by `finish` (which
    /// has the file's text, or reads it again).
    func firstPass(
        _ definition: Definition, file: DefinitionFile, finish: ([Diagnostic]) -> FinishedFindings
    ) -> FirstPassModelCheck {
        let outline = DefinitionOutline(definition)
        let entity: EntityAssignment? =
            switch definition {
            case .listView(let view): EntityAssignment(view.entityName.value, from: .entityName)
            case .detailView: ownEntity(ofDefinitionNamed: file.name)
            }
        // A list view names its own entity: its checks do not take one.
        let checkedEntity = definition.isListView ? nil : entity?.entity
        return FirstPassModelCheck(outline: outline, entity: entity, findings: finish(check(definition, entity: checkedEntity, file: file)))
    }

    /// Adds the model's findings to `reports` and sets their entities. Reports validated without this
    /// checker are checked here from their kept definitions. `decodeAgain` reads and decodes again the file
    /// of a report that did not keep its definition, for the few the model phase checks again (SPEC §7: a
    /// list view or an "Add New" row gave it another entity than its file did, or it is an add view); nil
    /// when the caller keeps every definition. A file that changed since and no longer decodes gets the
    /// diagnostics (or the I/O failure) that say why, in place of its model findings.
    public func check(
        _ reports: inout [FileReport], catalog: DefinitionCatalog, decodeAgain: @Sendable (DefinitionFile) -> FileReport? = { _ in nil }
    ) {
        checkKeptDefinitions(in: &reports)
        let (entities, changed, found, readFailures) = secondLook(at: reports, catalog: catalog, decodeAgain: decodeAgain)
        for (index, failure) in readFailures { reports[index].readFailure = failure }
        for index in reports.indices {
            reports[index].entity = entities[index]
            guard let firstPass = reports[index].modelCheck, !changed.contains(index) else { continue }
            reports[index].add(firstPass.findings)
        }
        reports.addLateFindings(found)
    }

    /// Each report's entity; the reports whose first-pass findings no longer hold (their entity changed);
    /// and the findings that replace them, with the add views'. (A function of its own so that nothing
    /// holds a copy of `reports` when `check` updates them: the report index's copy made the updates copy
    /// all 2000 reports.)
    private func secondLook(
        at reports: [FileReport], catalog: DefinitionCatalog, decodeAgain: @Sendable (DefinitionFile) -> FileReport?
    ) -> (entities: [EntityAssignment?], changed: Set<Int>, found: [Int: [Diagnostic]], readFailures: [Int: String]) {
        let index = ReportIndex(reports, catalog: catalog)
        let (entities, addViews) = EntityResolver(model: model).resolve(reports, index: index)
        let changed = reports.indices.filter { isChecked(reports[$0], against: entities[$0]?.entity) == false }
        let changedSet = Set(changed)
        let again = Self.definitions(of: changedSet.union(addViews).sorted(), in: reports, decodeAgain: decodeAgain)
        let definitions = again.mapValues(\.definition)
        var found = AddViewChecker(model: model).check(reports, entities: entities, index: index) { definitions[$0] ?? nil }
        found.merge(UnsaveableViewChecker(model: model).check(reports, entities: entities, index: index)) { $0 + $1 }
        // Decoded in the first pass, not now: the file changed in between. What stops it now is reported.
        var readFailures: [Int: String] = [:]
        for (index, report) in again where report.definition == nil && reports[index].modelCheck != nil {
            if let failure = report.readFailure { readFailures[index] = failure }
            if !report.diagnostics.isEmpty { found[index, default: []] += report.diagnostics }
        }
        let rechecked = ConcurrentMap.map(changed.count) { position in
            let index = changed[position]
            return (definitions[index] ?? nil).map { check($0, entity: entities[index]?.entity, file: reports[index].file) } ?? []
        }
        for (index, diagnostics) in zip(changed, rechecked) where !diagnostics.isEmpty { found[index, default: []] += diagnostics }
        return (entities, changedSet, found, readFailures)
    }

    /// The first pass's checks of definitions validated without this checker (reports a caller made and
    /// hands in), with their positions resolved from the file's text.
    private func checkKeptDefinitions(in reports: inout [FileReport]) {
        for index in reports.indices where reports[index].modelCheck == nil {
            guard let definition = reports[index].definition else { continue }
            let file = reports[index].file
            reports[index].modelCheck = firstPass(definition, file: file) { .readingAgain($0, of: file) }
        }
    }

    /// Whether the first pass checked the report's definition against `entity`; nil when it has no
    /// definition. A list view is checked against its own entity, whatever the model phase finds.
    private func isChecked(_ report: FileReport, against entity: String?) -> Bool? {
        guard let firstPass = report.modelCheck else { return nil }
        if case .listView = firstPass.outline { return true }
        return firstPass.entity?.entity == entity
    }

    /// The findings of `definition` against `entity` (ignored for a list view, which names its own).
    private func check(_ definition: Definition, entity: String?, file: DefinitionFile) -> [Diagnostic] {
        let keyPaths = KeyPathChecker(model: model, file: file.displayPath)
        switch definition {
        case .listView(let view):
            return ListViewModelChecker(keyPaths: keyPaths).check(view)
        case .detailView(let view):
            guard let entity else {
                return [.entityUnresolved(view.name, at: SourceLocation(file: file.displayPath, position: view.position))]
            }
            return DetailViewModelChecker(keyPaths: keyPaths).check(view, entity: entity)
        }
    }

    /// The reports of `indexes` with their definitions: as kept, or read and decoded again on every core.
    private static func definitions(
        of indexes: [Int], in reports: [FileReport], decodeAgain: @Sendable (DefinitionFile) -> FileReport?
    ) -> [Int: FileReport] {
        let decoded = ConcurrentMap.map(indexes.count) { position in
            let report = reports[indexes[position]]
            guard report.definition == nil else { return report }
            return decodeAgain(report.file) ?? FileReport(file: report.file, definition: nil, diagnostics: [])
        }
        return Dictionary(uniqueKeysWithValues: zip(indexes, decoded))
    }
}
