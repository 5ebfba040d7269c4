import Basics
import Checks
import CoreDataModel
import Diagnostics
import PlistLoader

extension RunSettings {
    /// Reads the model, if the run has one, and checks the entity names the settings give. A model that
    /// cannot be read is a `model-error` in a report of its own, and the run goes on without model checks
    /// (a `--model` that does not exist at all is a usage failure);
    /// an entity name the project file gives that the model lacks is an `unknown-entity` in the project
    /// file's report. `--entity` naming no entity of the model is a usage error.
    public mutating func loadModel(limits: PlistLimits = .default) throws(RunSettingsError) -> (
        checker: ModelChecker?, modelReport: FileReport?
    ) {
        guard let modelPath else {
            if defaultEntity != nil { throw RunSettingsError("--entity needs a model: pass --model or set 'model' in cdlgen.json") }
            return (nil, nil)
        }
        if modelReference == nil && !PathUtilities.exists(modelPath) {
            // Named on the command line: a usage failure, as any other path the user names (README, "Reading a diagnostic").
            throw RunSettingsError("--model: no such file or folder: \(modelPath)")
        }
        let model: CoreDataModel
        do {
            model = try CoreDataModelReader.read(modelPath, limits: limits)
        } catch {
            var error = error
            if let modelReference, !PathUtilities.exists(modelPath) {
                error.location = modelReference  // Point at the project file's "model" when there is nothing else to see.
            }
            return (nil, error.report(maxSize: limits.maxFileSize))
        }
        if let entity = defaultEntity, model.entity(named: entity) == nil {
            let suggestion = DidYouMean.suggestion(for: entity, among: model.entities.map(\.name)).map { "; did you mean '\($0)'?" } ?? ""
            throw RunSettingsError("--entity: the model has no entity '\(entity)'\(suggestion)")
        }
        var named: [String: String] = [:]
        for (definition, entity) in (projectFile?.entities ?? [:]).sorted(by: { $0.key < $1.key }) {
            if model.entity(named: entity.value) != nil {
                named[definition] = entity.value
            } else if let project = projectFile {
                let suggestion = DidYouMean.suggestion(for: entity.value, among: model.entities.map(\.name))
                projectReport?.diagnostics.append(
                    .unknownEntity(entity.value, suggestion: suggestion, at: SourceLocation(file: project.path, position: entity.position)))
            }
        }
        if let diagnostics = projectReport?.diagnostics {
            projectReport?.diagnostics = Diagnostic.sortedForOutput(diagnostics)
        }
        return (ModelChecker(model: model, namedEntities: named, defaultEntity: defaultEntity), nil)
    }
}
