import ArgumentParser
import Foundation
import RowControllers

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
        ]
    )

    /// Like ArgumentParser's own main, but a usage error exits with 2 (SPEC §6: 0 clean, 1 findings,
    /// 2 usage or I/O failure) rather than its 64.
    static func main() {
        MallocTuning.apply()
        WorkerThreads.startEarly()
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            if exitCode(for: error) == .validationFailure {
                Terminal.writeError(fullMessage(for: error) + "\n")
                Foundation.exit(ExitStatus.usageOrIOFailure)
            }
            exit(withError: error)
        }
    }
}
