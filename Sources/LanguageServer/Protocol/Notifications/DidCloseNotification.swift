/// `textDocument/didClose`: the client closed a document; the file on disk counts again.
enum DidCloseNotification: LSPNotification {
    typealias Params = TextDocumentParams
    static let method = "textDocument/didClose"
}
