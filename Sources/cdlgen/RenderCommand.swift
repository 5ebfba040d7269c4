import ArgumentParser
import Basics
import Foundation
import Previews
import Reporting

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw one definition as a grouped table: text for the terminal, or an HTML page.",
        discussion: """
            Values come from sample data (--data, the project's Samples folder), generated ones (--fake-data), \
            or else the key paths stand in for them. The file's diagnostics are printed on standard error; \
            HTML pages show them beside their rows. --screen draws one of the screens the view leads to (an \
            edit screen, a chooser, a list's add screen, an add-new view) in place of the view; an HTML page \
            holds them all, and shows the one its URL's fragment names (TaskDetailView.html#edit-1-3). Exit \
            status: 0 drawn, 1 the file could not be decoded (nothing is written), 2 bad arguments (a screen \
            the definition does not have: the message lists those it has), an unreadable file or a write failure.
            """
    )

    @Argument(help: "The definition to draw.", completion: .propertyLists)
    var file: String

    @Option(help: "text or html.")
    var format: RenderFormat = .text

    @Option(help: "view, or edit: the Add rows, reorder handles and editable values (not used with --screen).")
    var mode: PreviewMode = .view

    @Option(
        help: ArgumentHelp(
            "Draw, as text, one of the screens the view's rows and buttons open: its id, as the HTML page's URL fragment names it "
                + "(edit-1-3, add-new-3-1, add, add.edit-1-1), or edit:KEYPATH (the screen of the first row with that key path; "
                + "for a to-many row, its Add Existing chooser) or add-new:KEYPATH (that row's add-new view). Screens are drawn "
                + "as in edit mode; --mode does not apply.",
            valueName: "screen"))
    var screen: String?

    @Option(
        help: ArgumentHelp(
            "Which object a detail view shows: the Nth of its entity's (from --store, in the order of the list that leads to it, or from the sample data; default 1).",
            valueName: "n"))
    var object: Int = 1

    @Option(help: "The width of the text table in columns (default: the terminal's, else 80).")
    var width: Int?

    @Option(
        help: ArgumentHelp(
            "Draw the view in an edge state: empty (no related objects, empty strings), long-text (every string 200 characters) or 320 (320 points wide: 40 columns of text).",
            valueName: "state"))
    var state: PreviewState?

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
        if object < 1 { throw ValidationError("--object must be at least 1") }
        if state == .narrow && width != nil { throw ValidationError("--state 320 sets the width: leave out --width") }
        if screen != nil, format == .html {
            throw ValidationError(
                "--screen draws one screen as text; an HTML page holds every screen and shows the one its URL's fragment names: "
                    + "write the page with -o PAGE.html and open PAGE.html#ID (the ids are those --screen takes)")
        }
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
            session = try PreviewSession.prepare(
                file: file, project.runOptions(paths: [], strict: nil), preview: data.previewOptions, limits: limits.limits)
        } catch {
            throw SettingsFailure.stop(error)
        }
        guard let report = session.report(for: file) else { throw ValidationError("no such file: \(file)") }
        let related = [report] + session.reports.filter { $0.kind != .definition }
        if Terminal.reportReadFailures(related) { throw ExitCode(ExitStatus.usageOrIOFailure) }
        Terminal.writeError(HumanReporter(palette: Terminal.errorPalette).render(related))
        guard report.definition != nil else { throw ExitCode(ExitStatus.findings) }

        let table: PreviewTable
        do {
            table = try session.renderedTable(of: report, object: object, state: state)
        } catch {
            throw ValidationError(error.description)
        }
        let text: String
        switch format {
        case .text:
            let colors = output == nil && Terminal.outputPalette.reset.isEmpty == false
            let columns = state == .narrow ? PreviewState.narrowColumns : width ?? Terminal.columns ?? 80
            let renderer = TextRenderer(width: columns, ascii: ascii, colors: colors)
            if let screen {
                text = renderer.render(try Self.screen(ScreenSelector(screen), of: table))
            } else {
                text = renderer.render(table, mode: mode)
            }
        case .html:
            text = HTMLRenderer(state: state).render(table, initialMode: mode)
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

    /// The screen `--screen` names; a usage error that lists the screens there are when the table has no
    /// such screen (the list is what a user needs, so it is not followed by the command's usage). Titles
    /// come from the definition's labels, so the message is made terminal-safe as the drawing is.
    private static func screen(_ selector: ScreenSelector, of table: PreviewTable) throws -> PreviewScreen {
        if let screen = selector.screen(in: table) { return screen }
        let screens = ScreenSelector.listing(of: table)
        let head = "cdlgen: error: \(table.name) has no screen '\(selector.text)'; "
        var lines = [head + (screens.isEmpty ? "its rows open none" : "its screens:")]
        lines += screens.map { "  " + $0 }
        if selector.target == .id("editing") || selector.target == .id("viewing") {
            lines.append("'editing' and 'viewing' are the view itself: draw it with --mode edit or --mode view, without --screen")
        }
        Terminal.writeError(lines.map { TerminalText.sanitized($0) + "\n" }.joined())
        throw ExitCode(ExitStatus.usageOrIOFailure)
    }
}
