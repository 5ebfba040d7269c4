/// LSP's `DidOpenTextDocumentParams`, as much of it as the server reads.
struct DidOpenTextDocumentParams: Codable {
    var textDocument: TextDocumentItem
}
