/// `textDocument/didChange`: a document's whole new text (full synchronization).
enum DidChangeNotification: LSPNotification {
    typealias Params = DidChangeTextDocumentParams
    static let method = "textDocument/didChange"
}
