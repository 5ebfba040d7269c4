import PlistLoader
import RowControllers

/// cdlgen's diagnostics as LSP's `textDocument/publishDiagnostics` carries them: lines from 0 and
/// characters counted in the session's ``PositionEncoding`` (cdlgen's columns are scalars from 1), notes
/// as related information.
enum LSPDiagnostics {
    /// `lineText` gives a file's line (from 1) for turning columns into characters counted in `encoding`:
    /// an open document's, else the lines the report kept.
    static func items(of report: FileReport, encoding: PositionEncoding, lineText: (String, Int) -> Substring?) -> [JSONValue] {
        report.diagnostics.filter { $0.location.file == report.file.displayPath }.map { diagnostic in
            var item: [String: JSONValue] = [
                "range": range(of: diagnostic.location, encoding: encoding, lineText: lineText),
                "severity": .number(severity(diagnostic.severity)),
                "code": .string(diagnostic.code.rawValue),
                "source": .string("cdlgen"),
                "message": .string(diagnostic.message),
            ]
            if !diagnostic.notes.isEmpty {
                item["relatedInformation"] = .array(
                    diagnostic.notes.map { note in
                        .object([
                            "location": .object([
                                "uri": .string(FileURI.uri(ofPath: note.location.file)),
                                "range": range(of: note.location, encoding: encoding, lineText: lineText),
                            ]),
                            "message": .string(note.message),
                        ])
                    })
            }
            if let fixIt = diagnostic.fixIt { item["data"] = .object(["fixIt": .string(fixIt)]) }
            return .object(item)
        }
    }

    static func publish(uri: String, items: [JSONValue]) -> OutgoingMessage {
        .notification(method: PublishDiagnosticsNotification.method, params: .object(["uri": .string(uri), "diagnostics": .array(items)]))
    }

    /// One character wide: where cdlgen points, which every editor underlines.
    private static func range(of location: SourceLocation, encoding: PositionEncoding, lineText: (String, Int) -> Substring?)
        -> JSONValue
    {
        guard let line = location.position.line, let column = location.position.column, line >= 1 else {
            return .object(["start": point(0, 0), "end": point(0, 0)])
        }
        let text = lineText(location.file, line) ?? ""
        let character = encoding.character(ofScalarColumn: column, in: text)
        let width = text.unicodeScalars.dropFirst(max(0, column - 1)).first.map(encoding.units(of:)) ?? 1
        return .object(["start": point(line - 1, character), "end": point(line - 1, character + width)])
    }

    private static func point(_ line: Int, _ character: Int) -> JSONValue {
        .object(["line": .number(Double(line)), "character": .number(Double(character))])
    }

    private static func severity(_ severity: DiagnosticSeverity) -> Double {
        switch severity {
        case .error: 1
        case .warning: 2
        case .note: 3
        }
    }
}
