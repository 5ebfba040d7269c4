/// LSP's `CodeActionParams`, as much of it as the server reads.
struct CodeActionParams: Codable {
    var textDocument: TextDocumentIdentifier
    var range: LSPRange
}
