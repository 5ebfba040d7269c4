import PlistLoader
import RowControllers

/// cdlgen's diagnostics as LSP's `textDocument/publishDiagnostics` carries them: lines from 0 and
/// characters in UTF-16 code units (cdlgen's columns are scalars from 1: ``UTF16Column``).
enum LSPDiagnostics {
    static func publish(uri: String, text: String, diagnostics: [Diagnostic], file: String) -> OutgoingMessage {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let items: [JSONValue] = diagnostics.filter { $0.location.file == file }.map { diagnostic in
            let position = position(of: diagnostic.location.position, in: lines)
            // One character wide: where cdlgen points, which every editor underlines.
            let end: JSONValue = .object(["line": position.line, "character": .number((position.character.number ?? 0) + 1)])
            return .object([
                "range": .object(["start": .object(["line": position.line, "character": position.character]), "end": end]),
                "severity": .number(severity(diagnostic.severity)),
                "code": .string(diagnostic.code.rawValue),
                "source": .string("cdlgen"),
                "message": .string(diagnostic.message),
            ])
        }
        return .notification(method: "textDocument/publishDiagnostics", params: .object(["uri": .string(uri), "diagnostics": .array(items)]))
    }

    private static func position(of position: SourcePosition, in lines: [Substring]) -> (line: JSONValue, character: JSONValue) {
        guard let line = position.line, let column = position.column, line >= 1 else { return (.number(0), .number(0)) }
        let text = line <= lines.count ? lines[line - 1] : ""
        let withoutReturn = text.hasSuffix("\r") ? text.dropLast() : text
        return (.number(Double(line - 1)), .number(Double(UTF16Column.offset(ofScalarColumn: column, in: withoutReturn))))
    }

    private static func severity(_ severity: DiagnosticSeverity) -> Double {
        switch severity {
        case .error: 1
        case .warning: 2
        case .note: 3
        }
    }
}
