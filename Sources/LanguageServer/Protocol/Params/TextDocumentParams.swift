/// Params that only name a document: `documentSymbol`, `didClose` and `didSave`.
struct TextDocumentParams: Codable {
    var textDocument: TextDocumentIdentifier
}
