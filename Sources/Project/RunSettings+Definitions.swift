import Basics
import Checks
import PlistLoader

extension RunSettings {
    /// The definitions of the run's folders, and with them those of ``contextPaths`` that were not found
    /// already (compared by real path, so that a file named one way and found another is one file), in
    /// path order; with the paths of those added.
    public func findDefinitions() -> (found: DefinitionFileFinder.Result, contextFiles: Set<String>) {
        let skipping = [samplesPath].compactMap { $0 }
        var found = DefinitionFileFinder.find(definitionPaths, skipping: skipping, exclude: exclusion)
        guard !contextPaths.isEmpty else { return (found, []) }
        let context = DefinitionFileFinder.find(contextPaths, skipping: skipping, exclude: exclusion)
        let named = Set(found.files.compactMap { PathUtilities.realPath($0.path) })
        let added = context.files.filter { file in PathUtilities.realPath(file.path).map { !named.contains($0) } ?? false }
        guard !added.isEmpty else { return (found, []) }
        found.files = DefinitionFileFinder.inPathOrder(found.files + added)
        found.roots += context.roots
        return (found, Set(added.map(\.path)))
    }
}
