import Foundation
import PackagePlugin

/// `swift package validate-definitions [OPTION…] [PATH…]`: runs `cdlgen validate` in the package's folder,
/// so its `cdlgen.json` (or `./Definitions`) is found as on the command line. The arguments go to
/// `cdlgen validate` unchanged; the command fails when cdlgen does (errors, or warnings with `--strict`).
@main
struct ValidateDefinitions: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let cdlgen = try context.tool(named: "cdlgen")
        let process = Process()
        process.executableURL = cdlgen.url
        process.arguments = ["validate"] + arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit else {
            Diagnostics.error("cdlgen validate was stopped by signal \(process.terminationStatus)")
            exit(2)
        }
        if process.terminationStatus != 0 {
            // cdlgen has printed the diagnostics; its status (1 findings, 2 usage or I/O) becomes the plugin's.
            exit(process.terminationStatus)
        }
    }
}
