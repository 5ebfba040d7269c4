import AppSources
import PlistLoader
import RowControllers

/// What every run over a project starts from, found once: the settings (the command line's over the
/// project file's), the Core Data model, the definition files of the definitions folders and the catalog
/// their references are resolved in. `validate` checks these files once; a ``Workspace`` keeps them and
/// checks again what an edit affects.
public struct WorkspaceSetup: Sendable {
    public var settings: RunSettings
    public var limits: PlistLimits
    /// Nil when the run has no model, or its model could not be read (then `settingsReports` says why).
    public var modelChecker: ModelChecker?
    /// The findings on the run's own files: the project file's, the model's when it cannot be read, and
    /// the sample data's (checked against the model, as `preview` reads it: SPEC §8).
    public var settingsReports: [FileReport]
    /// In path order.
    public var files: [DefinitionFile]
    /// Paths named that do not exist.
    public var missingPaths: [String]
    public var catalog: DefinitionCatalog
    /// The classes of the app's sources, when the project file names some.
    public var appClasses: AppClassIndex?

    /// Reads the project file and the model, and finds the definitions. The model is read on another core
    /// while this one searches the folders: both come before anything else can start.
    public static func load(_ options: RunOptions, limits: PlistLimits = .default) throws(RunSettingsError) -> WorkspaceSetup {
        var settings = try RunSettings.resolve(options, limits: limits)
        let modelReading = BackgroundWork { [settings] in
            var settings = settings
            let model = Result { () throws(RunSettingsError) in try settings.loadModel(limits: limits) }
            let samples = settings.defaultSamplesFolder.map { folder in
                SampleData.load(
                    entities: [], from: SampleDataSource(folder: folder), model: try? model.get().checker?.model, limits: limits
                )
                .reports
            }
            return (model, settings.projectReport, samples ?? [], settings.appClasses)
        }
        let found = DefinitionFileFinder.find(
            settings.definitionPaths, skipping: [settings.samplesPath].compactMap { $0 }, exclude: settings.exclusion)
        let (modelResult, projectReport, sampleReports, appClasses) = modelReading.wait()
        settings.projectReport = projectReport
        let model = try modelResult.get()
        return WorkspaceSetup(
            settings: settings, limits: limits, modelChecker: model.checker,
            settingsReports: [projectReport, model.modelReport].compactMap { $0 } + sampleReports,
            files: found.files, missingPaths: found.missing, catalog: DefinitionCatalog(roots: found.roots, files: found.files),
            appClasses: appClasses)
    }

    /// A validator with the project's custom rows and the model's checks.
    public var validator: DefinitionValidator {
        var validator = DefinitionValidator(limits: limits, customRows: settings.customRowRegistry())
        validator.modelChecker = modelChecker
        validator.appClasses = appClasses
        return validator
    }
}
