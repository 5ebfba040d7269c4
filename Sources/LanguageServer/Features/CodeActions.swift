import Fixing

/// `textDocument/codeAction`: each fix-it of a diagnostic on the lines asked about, as a quick fix that
/// replaces the string cdlgen points at (`FixItEdit`, as `validate --fix` does); and for
/// `unsaveable-view`, rows for the attributes it lacks (``MissingAttributesAction``).
enum CodeActions {
    static func actions(for document: RequestDocument, in range: LSPRange) -> [CodeAction] {
        guard let report = document.report else { return [] }
        let lines = range.start.line...max(range.start.line, range.end.line)
        let onTheLines = report.diagnostics.filter { diagnostic in
            diagnostic.location.file == report.file.displayPath && diagnostic.location.position.line.map { lines.contains($0 - 1) } == true
        }
        let missingAttributes = onTheLines.contains { $0.code == .unsaveableView } ? MissingAttributesAction.action(for: document) : nil
        let format = CursorScanner.syntax(forPath: document.path, text: document.text.bytes).format
        return onTheLines.compactMap { diagnostic in
            guard let fixIt = diagnostic.fixIt, let fix = FixItEdit(diagnostic, in: document.text.bytes, format: format) else {
                return nil
            }
            let edit = TextEdit(range: document.text.range(fix.range), newText: fix.replacement)
            return CodeAction(
                title: "Replace with '\(fixIt)'", isPreferred: true, diagnostics: [], edit: WorkspaceEdit(changes: [document.uri: [edit]]))
        } + [missingAttributes].compactMap { $0 }
    }
}
