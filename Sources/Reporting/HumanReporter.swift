import Checks
import Diagnostics
import PlistLoader

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
        // The scalars of long source lines already shown, by file and line: thousands of findings on one
        // minified line must not each split the whole line again.
        var longLines: [String: [Int: [Unicode.Scalar]]] = [:]
        for (diagnostic, report) in reports.diagnosticsInOutputOrder {
            // Source lines come from the report, which holds those of its own file only.
            let ownLines = diagnostic.location.file == report.file.displayPath ? report.sourceLines : [:]
            lines += render(
                severity: diagnostic.severity, message: diagnostic.message + " [\(diagnostic.code)]",
                at: diagnostic.location, fixIt: diagnostic.fixIt, sourceLines: ownLines, longLines: &longLines)
            for note in diagnostic.notes {
                // A note may point into another file, whose lines this report does not hold.
                let noteLines = note.location.file == report.file.displayPath ? report.sourceLines : [:]
                lines += render(
                    severity: .note, message: note.message, at: note.location, fixIt: nil, sourceLines: noteLines, longLines: &longLines)
            }
        }
        return lines.map { $0 + "\n" }.joined()
    }

    private func render(
        severity: DiagnosticSeverity, message: String, at location: SourceLocation, fixIt: String?, sourceLines: [Int: String],
        longLines: inout [String: [Int: [Unicode.Scalar]]]
    ) -> [String] {
        let place: String =
            switch location.position.kind {
            case .lineColumn(let line, let column): "\(location.file):\(line):\(column)"
            case .byteOffset(let offset): "\(location.file):offset \(offset)"
            case .textOffset(let offset): "\(location.file):text offset \(offset)"
            }
        let head =
            palette.bold + TerminalText.sanitized(place) + ": " + palette.color(for: severity) + severity.rawValue + ":"
            + palette.reset + palette.bold + " " + TerminalText.sanitized(message) + palette.reset
        guard let line = location.position.line, let column = location.position.column, let text = sourceLines[line] else {
            return [head]
        }
        guard text.utf8.count > 2 * SourceSnippet.context + 20 else {
            return [head] + SourceSnippet.render(line: text, column: column, fixIt: fixIt, palette: palette)
        }
        let scalars = longLines[location.file, default: [:]][line] ?? Array(text.unicodeScalars)
        longLines[location.file, default: [:]][line] = scalars
        return [head] + SourceSnippet.render(scalars: scalars, column: column, fixIt: fixIt, palette: palette)
    }
}
