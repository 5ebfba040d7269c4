import ArgumentParser
import Foundation
import RowControllers

struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check definitions and report problems with their file, line and column.",
        discussion: """
            Folders are searched recursively for .plist and .json files. Exit status: 0 when there are no \
            errors, 1 when there are (or warnings, with --strict), 2 for bad arguments or unreadable files.
            """
    )

    @Argument(help: "Definition files or folders (default: ./Definitions).")
    var paths: [String] = []

    @Option(help: "How to print diagnostics: human or json.")
    var format: OutputFormat = .human

    @Flag(help: "Fail on warnings too.")
    var strict = false

    @OptionGroup var limits: LimitOptions

    func run() throws {
        let paths = try pathsToCheck()
        let found = DefinitionFileFinder.find(paths)
        for missing in found.missing {
            Terminal.writeError("cdlgen: error: no such file or folder: \(missing)\n")
        }
        var validator = DefinitionValidator(limits: limits.limits)
        validator.keepsDefinitions = false
        let reports = validator.validate(found.files, catalog: DefinitionCatalog(roots: found.roots, files: found.files))
        let unreadable = reports.filter { $0.readFailure != nil }
        for report in unreadable {
            Terminal.writeError("\(report.file.displayPath): error: \(report.readFailure!)\n")
        }
        let reporter: any DiagnosticReporter =
            switch format {
            case .human: HumanReporter(palette: Terminal.outputPalette)
            case .json: JSONReporter()
            }
        Terminal.write(reporter.render(reports))

        let summary = ValidationSummary(reports)
        if !found.missing.isEmpty || !unreadable.isEmpty {
            throw ExitCode(ExitStatus.usageOrIOFailure)
        }
        if summary.errors > 0 || (strict && summary.warnings > 0) {
            throw ExitCode(ExitStatus.findings)
        }
    }

    private func pathsToCheck() throws -> [String] {
        if !paths.isEmpty { return paths }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: "Definitions", isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ValidationError("no paths given, and there is no ./Definitions folder")
        }
        return ["Definitions"]
    }
}
