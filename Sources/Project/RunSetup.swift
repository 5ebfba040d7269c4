import AppSources
import Basics
import Checks
import Definitions
import PlistLoader
import SampleData

/// What every run over a project starts from, found once: the settings (the command line's over the
/// project file's), the Core Data model, the definition files of the definitions folders and the catalog
/// their references are resolved in. `validate`, `compile`, `diff` and previews check these files once;
/// a `Workspace` keeps them and checks again what an edit affects.
public struct RunSetup: Sendable {
    public var settings: RunSettings
    public var limits: PlistLimits
    /// Nil when the run has no model, or its model could not be read (then `settingsReports` says why).
    public var modelChecker: ModelChecker?
    /// The findings on the run's own files: the project file's, the model's when it cannot be read, and
    /// (when asked for) the sample data's, checked against the model as `preview` reads it (README, "Commands").
    public var settingsReports: [FileReport]
    /// In path order: the files named, and with them the project's others when only part of it is
    /// named (``contextFiles``).
    public var files: [DefinitionFile]
    /// The paths of the files in `files` that were not named but are checked with them, as part of their
    /// project (``RunSettings/contextPaths``): their findings are reported only where a named file causes them.
    public var contextFiles: Set<String> = []
    /// Paths named that do not exist.
    public var missingPaths: [String]
    public var catalog: DefinitionCatalog
    /// The classes of the app's sources, when the project file names some.
    public var appClasses: AppClassIndex?

    /// Reads the project file and the model, and finds the definitions.
    public static func load(_ options: RunOptions, limits: PlistLimits = .default) throws(RunSettingsError) -> RunSetup {
        try load(RunSettings.resolve(options, limits: limits), limits: limits)
    }

    /// Reads the model and finds the definitions of resolved `settings`. The model is read on another core
    /// while this one searches the folders: both come before anything else can start. `extraFile` is a
    /// definition to check with the others when the folders do not hold it (a file rendered on its own).
    /// `checksSamples`: whether the default samples folder's findings are among `settingsReports` (a
    /// preview reads its sample data itself, from where it is told).
    public static func load(
        _ settings: RunSettings, limits: PlistLimits = .default, extraFile: String? = nil, checksSamples: Bool = true
    ) throws(RunSettingsError) -> RunSetup {
        var settings = settings
        let modelReading = BackgroundWork { [settings] in
            var settings = settings
            let model = Result { () throws(RunSettingsError) in try settings.loadModel(limits: limits) }
            let samplesFolder = checksSamples ? settings.defaultSamplesFolder : nil
            let samples = samplesFolder.map { folder in
                SampleData.load(
                    entities: [], from: SampleDataSource(folder: folder), model: try? model.get().checker?.model, limits: limits
                )
                .reports
            }
            return (model, settings.projectReport, samples ?? [], settings.appClasses(limits: limits))
        }
        var (found, contextFiles) = settings.findDefinitions()
        if let extraFile, !found.files.contains(where: { PathUtilities.realPath($0.path) == PathUtilities.realPath(extraFile) }) {
            found.files.append(DefinitionFile(path: extraFile))
            found.roots.append(PathUtilities.directory(of: extraFile))
        }
        let (modelResult, projectReport, sampleReports, appClasses) = modelReading.wait()
        settings.projectReport = projectReport
        let model = try modelResult.get()
        var modelChecker = model.checker
        modelChecker?.appClasses = appClasses
        return RunSetup(
            settings: settings, limits: limits, modelChecker: modelChecker,
            settingsReports: [projectReport, model.modelReport].compactMap { $0 } + sampleReports,
            files: found.files, contextFiles: contextFiles, missingPaths: found.missing,
            catalog: DefinitionCatalog(roots: found.roots, files: found.files), appClasses: appClasses)
    }

    /// Every report of the run, as `validate` reports them: the definitions' in path order, then the
    /// settings files', with the project's rules applied. Lines and columns are worked out only for what
    /// is reported, and each definition is freed on the core that made it (the model phase decodes again
    /// the few it needs): the reports keep no definition unless asked to. With them, the first passes they were made
    /// from, for a caller that ends the process with the reports in memory to keep as well: freed here,
    /// their model checks' outlines would be freed one after another on one core.
    /// `keepingDefinitions`: each report keeps its definition, for a caller that writes them out (`export`).
    public func validatedReports(keepingDefinitions: Bool = false) -> (reports: [FileReport], firstPasses: [FirstPassReport]) {
        var validator = validator
        validator.loader.defersLineColumns = true
        validator.keepsDefinitions = keepingDefinitions
        let firstPasses = ConcurrentMap.map(files.count) { [validator, files, catalog] in
            validator.firstPass(of: files[$0], catalog: catalog)
        }
        var reports = namedReports(validator.checkAcrossFiles(firstPasses, catalog: catalog)) + settingsReports
        settings.applyRules(to: &reports)
        return (reports, firstPasses)
    }

    /// A validator with the project's custom rows and the model's checks.
    public var validator: DefinitionValidator {
        var validator = DefinitionValidator(limits: limits, customRows: settings.customRowRegistry())
        validator.modelChecker = modelChecker
        validator.appClasses = appClasses
        return validator
    }
}
