/// `textDocument/didOpen`: the client opened a document, with its text.
enum DidOpenNotification: LSPNotification {
    typealias Params = DidOpenTextDocumentParams
    static let method = "textDocument/didOpen"
}
