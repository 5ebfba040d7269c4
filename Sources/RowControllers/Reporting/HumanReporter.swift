/// Clang-style output: `file:line:column: error: message [code]`, the source line, a caret, the fix-it;
/// then the notes; and a closing summary line.
public struct HumanReporter: DiagnosticReporter {
    public var palette: TerminalPalette

    public init(palette: TerminalPalette = .plain) {
        self.palette = palette
    }

    public func render(_ reports: [FileReport]) -> String {
        let summary = ValidationSummary(reports)
        return renderDiagnostics(reports) + "checked \(summary.files) file\(summary.files == 1 ? "" : "s"): \(summary.counts)\n"
    }

    /// The diagnostics without the summary line, for commands that report problems but check no
    /// definitions (`init` with a broken model).
    public func renderDiagnostics(_ reports: [FileReport]) -> String {
        var lines: [String] = []
        for report in reports.sorted(by: { $0.file.displayPath < $1.file.displayPath }) {
            for diagnostic in report.diagnostics {
                lines += render(
                    severity: diagnostic.severity, message: diagnostic.message + " [\(diagnostic.code)]",
                    at: diagnostic.location, fixIt: diagnostic.fixIt, sourceLines: report.sourceLines)
                for note in diagnostic.notes {
                    // A note may point into another file, whose lines this report does not hold.
                    let noteLines = note.location.file == diagnostic.location.file ? report.sourceLines : [:]
                    lines += render(severity: .note, message: note.message, at: note.location, fixIt: nil, sourceLines: noteLines)
                }
            }
        }
        return lines.map { $0 + "\n" }.joined()
    }

    private func render(
        severity: DiagnosticSeverity, message: String, at location: SourceLocation, fixIt: String?, sourceLines: [Int: String]
    ) -> [String] {
        let place: String =
            switch location.position {
            case .lineColumn(let line, let column): "\(location.file):\(line):\(column)"
            case .byteOffset(let offset): "\(location.file):offset \(offset)"
            }
        let head = palette.bold + TerminalText.sanitized(place) + ": " + palette.color(for: severity) + severity.rawValue + ":"
            + palette.reset + palette.bold + " " + TerminalText.sanitized(message) + palette.reset
        guard let line = location.position.line, let column = location.position.column, let text = sourceLines[line] else {
            return [head]
        }
        return [head] + SourceSnippet.render(line: text, column: column, fixIt: fixIt, palette: palette)
    }
}
