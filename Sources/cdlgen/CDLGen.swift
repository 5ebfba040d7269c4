import ArgumentParser
import Basics
import Foundation

@main
struct CDLGen: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cdlgen",
        abstract: "Validate, preview, scaffold and convert CoreDataLibrary detail-view and list-view definitions.",
        discussion: """
            Definitions are property lists (XML, OpenStep, JSON or binary) describing the sections and rows of \
            grouped table views. Diagnostics follow clang's format: file:line:column: severity: message [code].
            """,
        version: CDLGenVersion.current,
        subcommands: [
            ValidateCommand.self, RenderCommand.self, PreviewCommand.self, ConvertCommand.self, InitCommand.self, ExplainCommand.self,
            CompileCommand.self, DiffCommand.self, LSPCommand.self, ExportCommand.self,
        ]
    )

    /// Like ArgumentParser's own main, but a usage error exits with 2 (README, "Reading a diagnostic": 0 clean, 1 findings,
    /// 2 usage or I/O failure) rather than its 64.
    static func main() {
        MallocTuning.apply()
        FileSizeSignal.ignore()
        WorkerThreads.startEarly()
        var command: ParsableCommand
        do {
            command = try parseAsRoot()
        } catch {
            if exitCode(for: error) == .validationFailure {
                Terminal.writeError(fullMessage(for: error) + "\n")
                Foundation.exit(ExitStatus.usageOrIOFailure)
            }
            exit(withError: error)
        }
        do {
            try command.run()
        } catch let error as ValidationError {
            // Found while running: the usage shown is the subcommand's, not the root's.
            let subcommand = type(of: command)
            let name = subcommand.configuration.commandName ?? ""
            Terminal.writeError(
                "Error: \(error.message)\nUsage: \(usageString(for: subcommand))\n  See 'cdlgen \(name) --help' for more information.\n")
            Foundation.exit(ExitStatus.usageOrIOFailure)
        } catch {
            exit(withError: error)
        }
    }
}
