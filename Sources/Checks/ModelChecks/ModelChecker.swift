import AppSources
import Basics
import CoreDataModel
import Definitions
import Diagnostics
import PlistLoader

/// The model checks of a run (README, "Checking against the Core Data model"), in two steps. The first pass checks each definition as it is
/// decoded, against the entity its own file gives it (`FirstPassModelCheck`). The model phase, once
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
    /// The app's classes (the project file's `sources`), for what the edit paths ask of them; without them
    /// the model decides.
    public var appClasses: AppClassIndex?

    public init(model: CoreDataModel, namedEntities: [String: String] = [:], defaultEntity: String? = nil) {
        self.model = model
        self.namedEntities = namedEntities
        self.defaultEntity = defaultEntity
        self.fileNameEntities = FileNameEntities(model: model)
    }

    /// The entity a definition's own file gives it: the project file's, else the one its name begins
    /// with, else `--entity` (README, "Checking against the Core Data model" without the steps that need other definitions).
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

    /// The model phase over `files`: each one's entity, the findings that no longer hold, and what to add.
    /// Files validated without this checker are checked here from their kept definitions. `decodeAgain`
    /// reads and decodes again a file whose definition was not kept, for the few the model phase checks
    /// again (README, "Checking against the Core Data model": a list view or an "Add New" row gave it another entity than its file did, or it is
    /// an add view). A file that changed since and no longer decodes gets the diagnostics (or the I/O
    /// failure) that say why, in place of its model findings.
    func modelPhase(
        _ files: [ModelCheckedFile], catalog: DefinitionCatalog, decodeAgain: @Sendable (DefinitionFile) -> DecodedAgain
    ) -> ModelPhaseOutcome {
        // Copied only when some file was validated without this checker.
        let files = files.contains { $0.firstPass == nil && $0.definition != nil } ? files.map(withFirstPass) : files
        let index = ReportIndex(files, catalog: catalog)
        let (entities, addViews) = EntityResolver(model: model).resolve(files, index: index)
        let changed = files.indices.filter { isChecked(files[$0], against: entities[$0]?.entity) == false }
        let again = Self.definitions(of: Set(changed).union(addViews).sorted(), in: files, decodeAgain: decodeAgain)
        let definitions = again.mapValues(\.definition)
        var found = AddViewChecker(model: model).check(files, entities: entities, index: index) { definitions[$0] ?? nil }
        found.merge(UnsaveableViewChecker(model: model).check(files, entities: entities, index: index)) { $0 + $1 }
        // Decoded in the first pass, not now: the file changed in between. What stops it now is reported.
        var readFailures: [Int: String] = [:]
        for (index, decoded) in again where decoded.definition == nil && files[index].firstPass != nil {
            if let failure = decoded.readFailure { readFailures[index] = failure }
            if !decoded.diagnostics.isEmpty { found[index, default: []] += decoded.diagnostics }
        }
        let rechecked = ConcurrentMap.map(changed.count) { position in
            let index = changed[position]
            return (definitions[index] ?? nil).map { check($0, entity: entities[index]?.entity, file: files[index].file) } ?? []
        }
        for (index, diagnostics) in zip(changed, rechecked) where !diagnostics.isEmpty { found[index, default: []] += diagnostics }
        return ModelPhaseOutcome(
            entities: entities, firstPasses: files.map(\.firstPass), changed: Set(changed), found: found, readFailures: readFailures)
    }

    /// `file` with the first pass's checks of its kept definition when it was validated without this
    /// checker, their positions resolved from the file's text.
    private func withFirstPass(_ file: ModelCheckedFile) -> ModelCheckedFile {
        guard file.firstPass == nil, let definition = file.definition else { return file }
        var checked = file
        checked.firstPass = firstPass(definition, file: file.file) { .readingAgain($0, of: file.file) }
        return checked
    }

    /// Whether the first pass checked the file's definition against `entity`; nil when it has no
    /// definition. A list view is checked against its own entity, whatever the model phase finds.
    private func isChecked(_ file: ModelCheckedFile, against entity: String?) -> Bool? {
        guard let firstPass = file.firstPass else { return nil }
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
            let classes = ClassProperties(model: model, sources: appClasses)
            return DetailViewModelChecker(keyPaths: keyPaths, classes: classes).check(view, entity: entity)
        }
    }

    /// The definitions of the files of `indexes`: as kept, or read and decoded again on every core.
    private static func definitions(
        of indexes: [Int], in files: [ModelCheckedFile], decodeAgain: @Sendable (DefinitionFile) -> DecodedAgain
    ) -> [Int: DecodedAgain] {
        let decoded = ConcurrentMap.map(indexes.count) { position in
            let file = files[indexes[position]]
            return file.definition.map { DecodedAgain(definition: $0) } ?? decodeAgain(file.file)
        }
        return Dictionary(uniqueKeysWithValues: zip(indexes, decoded))
    }
}
