import Checks
import Diagnostics
import Foundation

/// GitHub Actions workflow commands, one line per diagnostic, which the runner turns into annotations
/// on the files of a pull request:
/// `::error file=Definitions/EventDetailView.plist,line=6,col=15,title=unknown-row-type::message`.
/// Warnings are `::warning`, notes `::notice`. Notes of a diagnostic follow its message on lines of
/// their own (`file:line:col: note: …`), so each finding stays one annotation. Binary property lists
/// have no lines: the annotation names the file and the message ends with the byte offset.
///
/// Files are named relative to the working directory (the repository root, in a workflow) when they
/// lie below it. Text is escaped for the command syntax (``GitHubCommandEscaping``) after control
/// characters other than CR and LF, and bidirectional overrides, are made visible as on a terminal:
/// the log would obey ANSI escapes.
public struct GitHubReporter: DiagnosticReporter {
    public var workingDirectory: String

    public init(workingDirectory: String = FileManager.default.currentDirectoryPath) {
        self.workingDirectory = workingDirectory
    }

    public func render(_ reports: [FileReport]) -> String {
        reports.diagnosticsInOutputOrder.map { command(for: $0.diagnostic) + "\n" }.joined()
    }

    func command(for diagnostic: Diagnostic) -> String {
        var properties = [("file", ReportedPath(diagnostic.location.file, workingDirectory: workingDirectory).path)]
        var message = diagnostic.message
        switch diagnostic.location.position.kind {
        case .lineColumn(let line, let column):
            properties += [("line", String(line)), ("col", String(column))]
        case .byteOffset(let offset):
            message += " (at byte offset \(offset))"
        case .textOffset(let offset):
            message += " (at offset \(offset) of the file's text)"
        }
        properties.append(("title", diagnostic.code.rawValue))
        for note in diagnostic.notes {
            let file = ReportedPath(note.location.file, workingDirectory: workingDirectory).path
            message += "\n\(file):\(note.location.position): note: \(note.message)"
        }
        let fields = properties.map { key, value in key + "=" + GitHubCommandEscaping.property(visible(value)) }
        return "::" + Self.command(for: diagnostic.severity) + " " + fields.joined(separator: ",") + "::"
            + GitHubCommandEscaping.data(visible(message))
    }

    static func command(for severity: DiagnosticSeverity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
    }

    /// Control characters but CR and LF (which the command escaping encodes) shown as `\u{…}`.
    private func visible(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if scalar != "\r" && scalar != "\n" && TerminalText.isUnsafe(scalar) {
                result += TerminalText.sanitized(String(scalar))
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
