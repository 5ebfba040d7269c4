/// Clang-style output: `file:line:column: error: message [code]`, the source line, a caret, the fix-it;
/// then the notes. The closing count (``ValidationSummary/line``) is not part of it: `validate` prints
/// that on standard error, so that standard output holds only diagnostics.
public struct HumanReporter: DiagnosticReporter {
    public var palette: TerminalPalette

    public init(palette: TerminalPalette = .plain) {
        self.palette = palette
    }

    public func render(_ reports: [FileReport]) -> String {
        var lines: [String] = []
        for (diagnostic, report) in reports.diagnosticsInOutputOrder {
            // Source lines come from the report, which holds those of its own file only.
            let ownLines = diagnostic.location.file == report.file.displayPath ? report.sourceLines : [:]
            lines += render(
                severity: diagnostic.severity, message: diagnostic.message + " [\(diagnostic.code)]",
                at: diagnostic.location, fixIt: diagnostic.fixIt, sourceLines: ownLines)
            for note in diagnostic.notes {
                // A note may point into another file, whose lines this report does not hold.
                let noteLines = note.location.file == report.file.displayPath ? report.sourceLines : [:]
                lines += render(severity: .note, message: note.message, at: note.location, fixIt: nil, sourceLines: noteLines)
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
