import ArgumentParser
import Foundation
import RowControllers
import Previews

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw one definition as a grouped table: text for the terminal, or an HTML page.",
        discussion: """
            Values come from sample data (--data, the project's Samples folder), generated ones (--fake-data), \
            or else the key paths stand in for them. The file's diagnostics are printed on standard error; \
            HTML pages show them beside their rows. Exit status: 0 drawn, 1 the file could not be decoded \
            (nothing is written), 2 bad arguments, an unreadable file or a write failure.
            """
    )

    @Argument(help: "The definition to draw.", completion: .propertyLists)
    var file: String

    @Option(help: "text or html.")
    var format: RenderFormat = .text

    @Option(help: "view, or edit: the Add rows, reorder handles and editable values.")
    var mode: PreviewMode = .view

    @Option(help: "The width of the text table in columns (default: the terminal's, else 80).")
    var width: Int?

    @Flag(help: "Draw the text table with ASCII characters only.")
    var ascii = false

    @Option(
        name: [.customShort("o"), .long], help: ArgumentHelp("The file to write (default: standard output).", valueName: "file"),
        completion: .anyFile)
    var output: String?

    @OptionGroup var data: PreviewDataOptions
    @OptionGroup var project: ProjectOptions
    @OptionGroup var limits: LimitOptions

    func validate() throws {
        if let width, width < TextRenderer.minimumWidth { throw ValidationError("--width must be at least \(TextRenderer.minimumWidth)") }
    }

    func run() throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: file, isDirectory: &isDirectory) else {
            throw ValidationError("no such file: \(file)")
        }
        guard !isDirectory.boolValue else {
            throw ValidationError("\(file) is a folder: render draws one definition (preview draws a folder)")
        }
        let session: PreviewSession
        do {
            session = try PreviewSession.prepare(file: file, project.runOptions(paths: [], strict: nil), preview: data.previewOptions, limits: limits.limits)
        } catch {
            throw SettingsFailure.stop(error)
        }
        guard let report = session.report(for: file) else { throw ValidationError("no such file: \(file)") }
        let related = [report] + session.reports.filter { $0.kind != .definition }
        if Terminal.reportReadFailures(related) { throw ExitCode(ExitStatus.usageOrIOFailure) }
        Terminal.writeError(HumanReporter(palette: Terminal.errorPalette).render(related))
        guard report.definition != nil else { throw ExitCode(ExitStatus.findings) }

        let context = session.builder.context
        let table = session.builder.table(
            for: report, formatter: ValueFormatter(locale: context.locale, timeZone: context.timeZone), links: session.links(for: report))
        let text: String
        switch format {
        case .text:
            let colors = output == nil && Terminal.outputPalette.reset.isEmpty == false
            text = TextRenderer(width: width ?? Terminal.columns ?? 80, ascii: ascii, colors: colors).render(table, mode: mode)
        case .html:
            text = HTMLRenderer().render(table, initialMode: mode)
        }
        guard let output else {
            Terminal.write(text)
            return
        }
        do {
            try AtomicFileWriter.write(Array(text.utf8), to: output, replacing: true)
        } catch {
            Terminal.writeError("cdlgen: error: \(error)\n")
            throw ExitCode(ExitStatus.usageOrIOFailure)
        }
    }
}
