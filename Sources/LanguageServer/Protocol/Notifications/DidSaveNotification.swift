/// `textDocument/didSave`: the client saved a document.
enum DidSaveNotification: LSPNotification {
    typealias Params = TextDocumentParams
    static let method = "textDocument/didSave"
}
