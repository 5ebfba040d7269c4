import ArgumentParser
import Foundation
import RowControllers

struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check definitions and report problems with their file, line and column.",
        discussion: """
            Folders are searched recursively for .plist and .json files. With a Core Data model (--model, or \
            'model' in cdlgen.json) every key path is checked against the entity the definition shows. \
            Exit status: 0 when there are no errors, 1 when there are (or warnings, with --strict), 2 for bad \
            arguments or unreadable files.
            """
    )

    @Argument(help: "Definition files or folders (default: the project file's, else ./Definitions).")
    var paths: [String] = []

    @Option(help: "How to print diagnostics: human or json.")
    var format: OutputFormat = .human

    @Flag(inversion: .prefixedNo, help: "Fail on warnings too (default: the project file's 'strict', else no).")
    var strict: Bool?

    @OptionGroup var project: ProjectOptions

    @OptionGroup var limits: LimitOptions

    func run() throws {
        var settings: RunSettings
        let model: (checker: ModelChecker?, modelReport: FileReport?)
        do {
            settings = try RunSettings.resolve(project.runOptions(paths: paths, strict: strict), limits: limits.limits)
            model = try settings.loadModel(limits: limits.limits)
        } catch {
            throw ValidationError(error.message)
        }
        let found = DefinitionFileFinder.find(settings.definitionPaths, skipping: [settings.samplesPath].compactMap { $0 })
        for missing in found.missing {
            Terminal.writeError("cdlgen: error: no such file or folder: \(missing)\n")
        }
        var validator = DefinitionValidator(limits: limits.limits)
        validator.keepsDefinitions = false
        validator.modelChecker = model.checker
        var reports = validator.validate(found.files, catalog: DefinitionCatalog(roots: found.roots, files: found.files))
        reports += [settings.projectReport, model.modelReport].compactMap { $0 }
        settings.applyRules(to: &reports)
        let anyUnreadable = Terminal.reportReadFailures(reports)
        let reporter: any DiagnosticReporter =
            switch format {
            case .human: HumanReporter(palette: Terminal.outputPalette)
            case .json: JSONReporter()
            }
        Terminal.write(reporter.render(reports))

        let summary = ValidationSummary(reports)
        if !found.missing.isEmpty || anyUnreadable {
            throw ExitCode(ExitStatus.usageOrIOFailure)
        }
        if summary.errors > 0 || (settings.strict && summary.warnings > 0) {
            throw ExitCode(ExitStatus.findings)
        }
    }
}
