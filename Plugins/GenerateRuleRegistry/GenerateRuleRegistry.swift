import Foundation
import PackagePlugin

/// A build-tool plugin for Diagnostics: lists the descriptions of `Rules/Catalog` for `RuleRegistry`
/// (RuleRegistryGenerator writes the list), so that adding a rule touches its file and its tests only.
@main
struct GenerateRuleRegistry: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SwiftSourceModuleTarget else { return [] }
        let catalog = target.sourceFiles(withSuffix: "swift").map(\.url).filter {
            $0.deletingLastPathComponent().path.hasSuffix("/Rules/Catalog")
        }
        .sorted { $0.path < $1.path }
        let output = context.pluginWorkDirectoryURL.appending(path: "RuleRegistry+Generated.swift")
        return [
            .buildCommand(
                displayName: "Listing the \(catalog.count) rule descriptions of \(target.name)",
                executable: try context.tool(named: "RuleRegistryGenerator").url,
                arguments: [output.path] + catalog.map(\.path),
                inputFiles: catalog,
                outputFiles: [output])
        ]
    }
}
