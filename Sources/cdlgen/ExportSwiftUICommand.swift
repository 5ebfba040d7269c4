import ArgumentParser
import Basics
import Project
import SwiftUIExport

struct ExportSwiftUICommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "swiftui",
        abstract: "Write every definition that passes as a SwiftUI view, into a folder.",
        discussion: """
            Checks the definitions as `validate` does, with the project file's model and sources, then writes \
            DIR/NAME.swift for each definition without errors (a detail view: a Form over its object's class; a \
            list view: a fetch with its sort keys), and DIR/CDLExportSupport.swift, which they share. A \
            definition with errors, or without an entity in the model, is left out and named with the reason; \
            warnings become comments in the code. Property types come from the app's sources when the project \
            names them, else from the model as Xcode generates its classes; --model-classes also writes those \
            classes (ModelClasses.swift). Files are written atomically, and one that holds the same text is left \
            untouched. docs/EXPORT.md says what maps to what. \
            Exit status: 0 every definition exported, 1 some left out, 2 bad arguments, no model, unreadable \
            files or a failed write.
            """
    )

    @Argument(help: "Definition files or folders (default: the project file's, else ./Definitions).", completion: .propertyLists)
    var paths: [String] = []

    @Option(
        name: [.customShort("o"), .long], help: ArgumentHelp("The folder to write the Swift files into.", valueName: "folder"),
        completion: .directory)
    var output: String

    @Flag(help: "Also write the model's classes as Xcode generates them (ModelClasses.swift).")
    var modelClasses = false

    @Flag(name: .shortAndLong, help: "Print only what is left out, and no count.")
    var quiet = false

    @OptionGroup var project: ProjectOptions

    @OptionGroup var limits: LimitOptions

    func run() throws {
        let setup: RunSetup
        do {
            setup = try RunSetup.load(project.runOptions(paths: paths, strict: nil), limits: limits.limits)
        } catch {
            throw SettingsFailure.stop(error, format: .human)
        }
        for missing in setup.missingPaths { Terminal.writeError("cdlgen: error: no such file or folder: \(missing)\n") }
        guard let model = setup.modelChecker?.model else {
            let reason = setup.settingsReports.flatMap(\.diagnostics).first.map { ": \($0.message)" } ?? ""
            Terminal.writeError(
                "cdlgen: error: nothing exported: the export needs the Core Data model (--model, or the project file's 'model')\(reason)\n")
            throw ExitCode(ExitStatus.usageOrIOFailure)
        }
        let reports = setup.validatedReports(keepingDefinitions: true).reports.filter { $0.kind == .definition }
        let exporter = SwiftUIExporter(model: model, appClasses: setup.appClasses)
        let (files, skipped) = exporter.export(reports, includingModelClasses: modelClasses)
        for skip in skipped { Terminal.writeError("cdlgen: left out \(skip.description)\n") }
        do {
            try FolderMaker.make(output)
        } catch {
            Terminal.writeError("cdlgen: error: \(error)\n")
            throw ExitCode(ExitStatus.usageOrIOFailure)
        }
        var failures = 0
        for file in files {
            do {
                try AtomicFileWriter.write(
                    Array(file.text.utf8), to: PathUtilities.join(output, file.name), replacing: true, durable: false,
                    keepingUnchanged: true)
            } catch {
                Terminal.writeError("cdlgen: error: \(error)\n")
                failures += 1
            }
        }
        let exported = files.count - (modelClasses ? 2 : 1)
        if !quiet {
            let left = skipped.isEmpty ? "" : " (\(skipped.count) left out)"
            Terminal.writeError("exported \(exported) definition\(exported == 1 ? "" : "s") into \(output)\(left)\n")
        }
        // A file that could not be read at all is an I/O failure, as `validate` says it: not a finding.
        let unreadable = reports.contains { $0.readFailure != nil }
        if failures > 0 || unreadable || !setup.missingPaths.isEmpty { throw ExitCode(ExitStatus.usageOrIOFailure) }
        if !skipped.isEmpty { throw ExitCode(ExitStatus.findings) }
    }
}
