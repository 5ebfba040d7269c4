import AppSources
import Checks
import PlistLoader

extension RunSettings {
    /// The project file's `exclude`, for the folder search; nil when it excludes nothing.
    public var exclusion: FileExclusion? {
        guard let project = projectFile, !project.exclude.isEmpty else { return nil }
        return FileExclusion(globs: project.exclude.map { ExcludeGlob($0.value) }, folder: project.directory)
    }

    /// The classes of the project file's `sources` (and its `knownClasses`); nil without `sources`: then
    /// no class is checked. Each source file is read up to the run's file-size limit.
    public func appClasses(limits: PlistLimits = .default) -> AppClassIndex? {
        guard let project = projectFile, !project.sources.isEmpty else { return nil }
        return AppClassIndex(
            folders: project.sources.map { project.resolvedPath($0.value) }, knownClasses: project.knownClasses.map(\.value),
            maxFileSize: limits.maxFileSize)
    }

    /// The keys the project file's `customRows` declare for each class, over `registry` (a library
    /// user's own registrations).
    public func customRowRegistry(over registry: CustomRowControllerRegistry = CustomRowControllerRegistry()) -> CustomRowControllerRegistry
    {
        var registry = registry
        for (className, preview) in projectFile?.customRows ?? [:] {
            registry.declareKeys(preview.keys, forClass: className)
        }
        return registry
    }
}
