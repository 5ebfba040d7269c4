/// `textDocument/documentSymbol`: a document's outline: its sections and their rows (`DocumentSymbols`).
enum DocumentSymbolRequest: LSPRequest {
    typealias Params = TextDocumentParams
    typealias Result = [DocumentSymbol]
    static let method = "textDocument/documentSymbol"
}
