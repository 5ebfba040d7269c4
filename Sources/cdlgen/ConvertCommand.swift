import ArgumentParser
import Conversion
import Foundation
import Reporting

struct ConvertCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Rewrite property lists in another format: XML, JSON, OpenStep or binary.",
        discussion: """
            Reads any format cdlgen reads. Each value the new format does not keep as it is (a date in JSON, \
            a boolean in OpenStep) is a conversion-loss warning at its position; in a definition, OpenStep's \
            YES and NO become booleans. Files are written atomically, and only when converted: a file that \
            fails is left as it was, and the others are still converted. In a folder (-o FOLDER) each file \
            keeps its name, with .json for JSON and .plist for the other formats. \
            Exit status: 0 converted, 1 a file could not be converted (a syntax-error or conversion-error), \
            2 bad arguments, an unreadable file or a write failure.
            Examples:
              cdlgen convert Definitions/Tasks/TaskDetailView.json --to openstep
              cdlgen convert Definitions/Events/*.plist --to xml --in-place
              cdlgen convert Definitions/Widgets/*.plist --to json -o Converted
            """
    )

    @Argument(help: "The files to convert, in any format (detected from the content).", completion: .anyFile)
    var files: [String]

    @Option(help: ArgumentHelp("The format to write.", valueName: "format"))
    var to: ConvertFormat

    @Option(
        name: [.customShort("o"), .long],
        help: ArgumentHelp(
            "The file to write, or an existing folder to write each file into (default: standard output).", valueName: "path"),
        completion: .anyFile)
    var output: String?

    @Flag(help: "Replace each file with its conversion, keeping its permissions.")
    var inPlace = false

    @OptionGroup var limits: LimitOptions

    func validate() throws {
        if output != nil && inPlace { throw ValidationError("-o and --in-place cannot be used together") }
        if case .standardOutput = try plan(), to == .binary, Terminal.outputIsTerminal {
            throw ValidationError("binary output is not written to a terminal: name a file with -o, or redirect standard output")
        }
    }

    func run() throws {
        let plan = try plan()
        let converter = PlistConverter(to: to.plistFormat, limits: limits.limits)
        switch plan {
        case .standardOutput(let file):
            let conversion = converter.convert(file)
            let status = report([conversion])
            if let bytes = conversion.bytes { Terminal.write(bytes) }
            if status != ExitStatus.clean { throw ExitCode(status) }
        case .files(let files, let paths):
            let conversions = converter.convert(files, writingTo: paths)
            let status = report(conversions)
            // One file written to a named file needs no count; files replaced or several written do.
            if inPlace || conversions.count > 1 { Terminal.writeError(summary(of: conversions) + "\n") }
            if status != ExitStatus.clean { throw ExitCode(status) }
        }
    }

    /// Where each file goes; a usage error for arguments that cannot work, found before anything is read.
    private func plan() throws -> ConversionPlan {
        do {
            return try ConversionPlan(files: files, output: output, inPlace: inPlace, format: to.plistFormat)
        } catch {
            throw ValidationError(error.message)
        }
    }

    /// "converted 3 of 4 files to JSON in place; the comments of 1 file are dropped": what a user who
    /// replaced files needs to know before committing them.
    private func summary(of conversions: [FileConversion]) -> String {
        let written = conversions.filter(\.isWritten)
        let format = to.plistFormat
        var line = "converted \(written.count) of \(conversions.count) file\(conversions.count == 1 ? "" : "s") to \(format.displayName)"
        if inPlace { line += " in place" }
        let withoutComments = written.count(where: \.dropsComments)
        if withoutComments > 0 {
            line += "; the comments of \(withoutComments) file\(withoutComments == 1 ? " are" : "s are") dropped"
        }
        return line
    }

    /// Prints what each conversion found on standard error, in the order of the files; returns the worst
    /// exit status: an unreadable file or a failed write (2) over a file not converted (1).
    private func report(_ conversions: [FileConversion]) -> Int32 {
        let reporter = HumanReporter(palette: Terminal.errorPalette)
        var status = ExitStatus.clean
        for conversion in conversions {
            if Terminal.reportReadFailures([conversion.report]) { status = ExitStatus.usageOrIOFailure }
            Terminal.writeError(reporter.render([conversion.report]))
            if let failure = conversion.writeFailure {
                Terminal.writeError("cdlgen: error: \(failure)\n")
                status = ExitStatus.usageOrIOFailure
            }
            if !conversion.isConverted { status = max(status, ExitStatus.findings) }
        }
        return status
    }
}
