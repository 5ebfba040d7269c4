import Basics
import Checks
import Diagnostics
import PlistLoader

/// The settings of one run: the command line's options over the project file's over the defaults.
public struct RunSettings: Sendable {
    /// The project file used, if any.
    public var projectFile: ProjectFile?
    /// The project file's findings; nil when there is no project file.
    public var projectReport: FileReport?
    /// The definition files and folders to check, as diagnostics name them.
    public var definitionPaths: [String]
    /// The project's definitions folders when only part of the project is named: read so that references
    /// resolve among all its definitions, their findings reported only where the named files cause them
    /// (README, "Checking part of a project"). Empty when the paths named are the whole project or lie outside it.
    public var contextPaths: [String] = []
    public var modelPath: String?
    /// The sample-data folder the project file names, if any; never searched for definitions.
    public var samplesPath: String?
    /// The project file's `store`, as seen from the working directory.
    public var storePath: String? { projectFile?.store.map { projectFile!.resolvedPath($0.value) } }
    /// Where `modelPath` was written in the project file, when it came from there.
    public var modelReference: SourceLocation?
    public var defaultEntity: String?
    public var strict: Bool
    public var rules: [DiagnosticCode: RuleSetting]

    /// The project file is looked for from the first path named (so that checking another project's
    /// folder uses that project's file), then from the working directory, then in `./Definitions`; with
    /// neither a project file nor paths, `./Definitions` is checked.
    /// `needsDefinitions` is false for commands that work without definitions (`init`).
    public static func resolve(_ options: RunOptions, limits: PlistLimits = .default, needsDefinitions: Bool = true)
        throws(RunSettingsError) -> RunSettings
    {
        let projectPath = try locateProjectFile(options)
        var project: ProjectFile?
        var report: FileReport?
        if let projectPath {
            (project, report) = ProjectFileReader.read(
                projectPath, contents: options.projectFileText, limits: limits, allowsOutsidePaths: options.allowsOutsideProject)
            if let failure = report?.readFailure { throw RunSettingsError.unusableFile("\(projectPath): \(failure)") }
            if project == nil, let report { throw RunSettingsError(brokenProjectFile: report) }
        }
        var paths = options.paths
        if paths.isEmpty, let project, !project.definitionsLeaveProject {
            paths =
                project.definitions.isEmpty
                ? [project.resolvedPath(ProjectFile.defaultDefinitionsFolder)] : project.definitions.map { project.resolvedPath($0.value) }
        }
        // A project whose definitions folders all lead out checks none: its report says why.
        if paths.isEmpty && needsDefinitions && project?.definitionsLeaveProject != true {
            guard PathUtilities.isDirectory("Definitions") else {
                throw RunSettingsError("no paths given, no project file (cdlgen.json), and no ./Definitions folder")
            }
            paths = ["Definitions"]
        }
        var settings = RunSettings(
            projectFile: project, projectReport: report, definitionPaths: paths, modelPath: options.model,
            samplesPath: project?.samples.map { project!.resolvedPath($0.value) }, modelReference: nil, defaultEntity: options.entity,
            strict: options.strict ?? project?.strict ?? false,
            rules: (project?.rules ?? [:]).merging(options.rules) { _, commandLine in commandLine })
        if !options.paths.isEmpty { settings.contextPaths = ProjectContext.folders(around: options.paths, project: project) }
        if settings.modelPath == nil, let project, let model = project.model {
            settings.modelPath = project.resolvedPath(model.value)
            settings.modelReference = SourceLocation(file: project.path, position: model.position)
        }
        return settings
    }

    private static func locateProjectFile(_ options: RunOptions) throws(RunSettingsError) -> String? {
        if options.ignoresProjectFile { return nil }
        if let named = options.projectFile {
            // Anything there but a folder is read, so that a FIFO or a device is refused by name, not called missing.
            guard PathUtilities.exists(named), !PathUtilities.isDirectory(named) else {
                throw RunSettingsError("no such project file: \(named)")
            }
            return named
        }
        // README, "The project file": the first path's folder upward, then the working directory's, then
        // ./Definitions — a path outside the project (../elsewhere/X.json) is checked with the project
        // cdlgen runs in, not with none.
        if let first = options.paths.first,
            let found = ProjectFileLocator.find(from: PathUtilities.isDirectory(first) ? first : PathUtilities.directory(of: first))
        {
            return found
        }
        if let found = ProjectFileLocator.find(from: ".") { return found }
        guard PathUtilities.isDirectory("Definitions") else { return nil }
        return ProjectFileLocator.fileNames.map { "Definitions/" + $0 }.first(where: PathUtilities.isRegularFile)
    }
}
