import Foundation
import PackagePlugin

/// A build-tool plugin: `cdlgen compile` of the target's `Definitions` folder into the target's resources,
/// so every definition reaches the bundle as the `NAME.plist` CDL loads, and only when they all pass
/// `validate` (a failing one fails the build with its diagnostics). Exclude the folder from the target
/// (`exclude: ["Definitions"]`): the plugin reads it, SwiftPM should not copy it as well.
@main
struct CompileDefinitions: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        // Through the target's kind: `Target.directoryURL` came with tools version 6.1, this package is 6.0.
        guard let directory = (target as? SwiftSourceModuleTarget)?.directoryURL ?? (target as? ClangSourceModuleTarget)?.directoryURL
        else { return [] }
        let definitions = directory.appending(path: "Definitions")
        let files = Self.files(under: definitions)
        let sources = files.filter { Self.isDefinition($0, in: definitions) }
        guard !sources.isEmpty else { return [] }
        let output = context.pluginWorkDirectoryURL.appending(path: "Definitions")
        return [
            .buildCommand(
                displayName: "Compiling \(sources.count) CoreDataLibrary definitions of \(target.name)",
                executable: try context.tool(named: "cdlgen").url,
                arguments: ["compile", definitions.path, "-o", output.path],
                // Every file of the folder: the project file, the model and the sample data change the checks too.
                inputFiles: files,
                outputFiles: sources.map { output.appending(path: $0.deletingPathExtension().lastPathComponent + ".plist") })
        ]
    }

    /// The regular files under `folder`, hidden ones left out.
    static func files(under folder: URL) -> [URL] {
        let enumerator = FileManager.default.enumerator(
            at: folder, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        return (enumerator?.allObjects as? [URL] ?? []).filter {
            (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true
        }
        .sorted { $0.path < $1.path }
    }

    /// What cdlgen's folder search takes for a definition (a plugin cannot link cdlgen's library, so its
    /// rules are repeated here; a definition outside them would be compiled but not declared, and SwiftPM
    /// would not bundle it): `.plist` and `.json` files, but not the project file, an app's `Info.plist`,
    /// nor anything in the sample data, a Core Data model or a folder Xcode keeps beside the sources.
    static func isDefinition(_ file: URL, in folder: URL) -> Bool {
        let name = file.lastPathComponent
        guard ["plist", "json"].contains(file.pathExtension), !["cdlgen.json", "cdlgen.plist", "Info.plist"].contains(name),
            !name.hasSuffix("-Info.plist")
        else { return false }
        let skippedFolders: Set = ["Samples", "build", "DerivedData"]
        let skippedExtensions: Set = [
            "xcdatamodeld", "xcdatamodel", "xcassets", "lproj", "bundle", "xcodeproj", "xcworkspace", "app", "framework",
        ]
        let folders = file.deletingLastPathComponent().pathComponents.dropFirst(folder.pathComponents.count)
        return !folders.contains { skippedFolders.contains($0) || skippedExtensions.contains(($0 as NSString).pathExtension) }
    }
}
