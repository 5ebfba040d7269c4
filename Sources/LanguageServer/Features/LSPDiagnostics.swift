import Checks
import Diagnostics
import PlistLoader

/// cdlgen's diagnostics as LSP's `textDocument/publishDiagnostics` carries them: lines from 0 and
/// characters counted in the session's ``PositionEncoding`` (cdlgen's columns are scalars from 1), notes
/// as related information.
enum LSPDiagnostics {
    /// `lineText` gives a file's line (from 1) for turning columns into characters counted in `encoding`:
    /// an open document's, else the lines the report kept.
    static func items(of report: FileReport, encoding: PositionEncoding, lineText: (String, Int) -> Substring?) -> [LSPDiagnostic] {
        report.diagnostics.filter { $0.location.file == report.file.displayPath }.map { diagnostic in
            let notes = diagnostic.notes.map { note in
                DiagnosticRelatedInformation(
                    location: Location(
                        uri: FileURI.uri(ofPath: note.location.file),
                        range: range(of: note.location, encoding: encoding, lineText: lineText)),
                    message: note.message)
            }
            return LSPDiagnostic(
                range: range(of: diagnostic.location, encoding: encoding, lineText: lineText), severity: severity(diagnostic.severity),
                code: diagnostic.code.rawValue, message: diagnostic.message, relatedInformation: notes.isEmpty ? nil : notes,
                data: diagnostic.fixIt.map(LSPDiagnostic.Data.init(fixIt:)))
        }
    }

    static func publish(uri: String, items: [LSPDiagnostic]) -> OutgoingMessage {
        let params = PublishDiagnosticsParams(uri: uri, diagnostics: items)
        return .notification(method: PublishDiagnosticsNotification.method, params: JSONValue(encoding: params))
    }

    /// One character wide: where cdlgen points, which every editor underlines.
    private static func range(of location: SourceLocation, encoding: PositionEncoding, lineText: (String, Int) -> Substring?) -> LSPRange {
        guard let line = location.position.line, let column = location.position.column, line >= 1 else {
            return LSPRange(start: Position(line: 0, character: 0), end: Position(line: 0, character: 0))
        }
        let text = lineText(location.file, line) ?? ""
        let character = encoding.character(ofScalarColumn: column, in: text)
        let width = text.unicodeScalars.dropFirst(max(0, column - 1)).first.map(encoding.units(of:)) ?? 1
        return LSPRange(start: Position(line: line - 1, character: character), end: Position(line: line - 1, character: character + width))
    }

    private static func severity(_ severity: DiagnosticSeverity) -> Int {
        switch severity {
        case .error: 1
        case .warning: 2
        case .note: 3
        }
    }
}
