import ArgumentParser
import Basics
import Foundation
import PlistLoader
import Reporting
import Workspace

struct CompileCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compile",
        abstract: "Validate, then write every definition as the property list CDL loads, flat, into a folder.",
        discussion: """
            Checks the definitions as `validate` does (same options, project file and output). Only when \
            nothing fails (errors; warnings too with --strict) is every definition written, whatever its \
            format and folder, as OUTPUT/NAME.plist — the name CDL asks the app bundle for — binary by \
            default, atomically; a file that already holds the same bytes is left untouched, and nothing \
            else in OUTPUT is removed. Two definitions with one name (or names that differ only in case) are \
            refused, and so is an OUTPUT inside a definitions folder (the next run would find the compiled files there). For an Xcode Run Script phase or the CompileDefinitions SwiftPM plugin. \
            Exit status: 0 compiled, 1 findings (nothing written), 2 bad arguments, unreadable files or a \
            failed write.
            """
    )

    @Argument(help: "Definition files or folders (default: the project file's, else ./Definitions).", completion: .propertyLists)
    var paths: [String] = []

    @Option(
        name: [.customShort("o"), .long], help: ArgumentHelp("The folder to write the definitions into.", valueName: "folder"),
        completion: .directory)
    var output: String

    @Option(help: ArgumentHelp("The property-list format to write: binary (smaller, faster to load) or xml.", valueName: "format"))
    var to: CompileFormat = .binary

    @OptionGroup var validation: ValidationOptions

    @OptionGroup var project: ProjectOptions

    @OptionGroup var limits: LimitOptions

    func run() throws {
        let checked = try ValidationRun(paths: paths, options: validation, project: project, limits: limits)
        // Written among the definitions, the compiled files would be found by the next `validate` as
        // definitions named like their sources.
        let target = PathUtilities.realPath(output) ?? PathUtilities.normalized(PathUtilities.absolute(output))
        if let root = checked.setup.catalog.roots.first(where: { PathUtilities.isInside(target, $0) }) {
            Terminal.writeError("cdlgen: error: nothing compiled: -o \(output) is inside the definitions folder \(root)\n")
            throw ExitCode(ExitStatus.usageOrIOFailure)
        }
        guard checked.status == ExitStatus.clean else {
            Terminal.writeError("cdlgen: nothing compiled: the definitions do not pass\n")
            throw ExitCode(checked.status)
        }
        // Also when the rule is turned off: the flat bundle keeps one file of a name.
        if let (name, files) = checked.setup.catalog.filesSharingNames.min(by: { $0.key < $1.key }) {
            let paths = files.map(\.displayPath).joined(separator: ", ")
            Terminal.writeError("cdlgen: error: nothing compiled: \(files.count) definitions are named '\(name)' (\(paths))\n")
            throw ExitCode(ExitStatus.findings)
        }
        // On a case-insensitive file system (macOS's, by default) they would be one file, the second
        // overwriting the first; the bundle would hold one of them.
        if let files = DefinitionCompiler.namesDifferingInCase(checked.setup.namedFiles) {
            let outputs = files.map { DefinitionCompiler.outputPath(of: $0, in: output) }
            Terminal.writeError(
                "cdlgen: error: nothing compiled: \(files[0].displayPath) and \(files[1].displayPath) would be written to "
                    + "\(outputs[0]) and \(outputs[1]), one file on a case-insensitive file system\n")
            throw ExitCode(ExitStatus.usageOrIOFailure)
        }
        let compiler = DefinitionCompiler(format: to.plistFormat, limits: limits.limits)
        let conversions = compiler.convert(checked.setup.namedFiles)
        let failed = conversions.filter { !$0.isConverted }
        guard failed.isEmpty else {
            Terminal.writeError(HumanReporter(palette: Terminal.errorPalette).render(failed.map(\.report)))
            Terminal.writeError(
                "cdlgen: nothing compiled: \(failed.count) definition\(failed.count == 1 ? "" : "s") cannot be written as a property list\n"
            )
            throw ExitCode(Terminal.reportReadFailures(failed.map(\.report)) ? ExitStatus.usageOrIOFailure : ExitStatus.findings)
        }
        let outcome = compiler.write(conversions, into: output)
        for failure in outcome.failures { Terminal.writeError("cdlgen: error: \(failure)\n") }
        let unchanged = outcome.unchanged > 0 ? " (\(outcome.unchanged) unchanged)" : ""
        let count = "\(conversions.count) definition\(conversions.count == 1 ? "" : "s")"
        if outcome.failures.isEmpty {
            if !validation.quiet { Terminal.writeError("compiled \(count) into \(output)\(unchanged)\n") }
            return
        }
        // Said only of what is there: a run that wrote nothing does not claim to have compiled.
        let placed = outcome.written + outcome.unchanged
        if placed == 0 {
            Terminal.writeError("cdlgen: nothing written into \(output) (\(count) not compiled)\n")
        } else {
            Terminal.writeError("compiled \(placed) of \(count) into \(output)\(unchanged); the others could not be written\n")
        }
        throw ExitCode(ExitStatus.usageOrIOFailure)
    }
}
