import RowControllers

/// `textDocument/codeAction`: each fix-it of a diagnostic on the lines asked about, as a quick fix that
/// replaces the string cdlgen points at.
enum CodeActions {
    static func actions(for document: RequestDocument, in range: LSPRange) -> JSONValue {
        guard let report = document.report else { return .array([]) }
        let lines = range.start.line...max(range.start.line, range.end.line)
        return .array(
            report.diagnostics.compactMap { diagnostic in
                guard let fixIt = diagnostic.fixIt, diagnostic.location.file == report.file.displayPath,
                    let line = diagnostic.location.position.line, lines.contains(line - 1),
                    let start = document.text.offset(of: diagnostic.location.position),
                    let replaced = TokenRange.at(start, in: document.text.bytes)
                else { return nil }
                let edit: JSONValue = .object(["range": document.text.lspRange(replaced), "newText": .string(fixIt)])
                return .object([
                    "title": .string("Replace with '\(fixIt)'"),
                    "kind": .string("quickfix"),
                    "isPreferred": .bool(true),
                    "diagnostics": .array([]),
                    "edit": .object(["changes": .object([document.uri: .array([edit])])]),
                ])
            })
    }
}
