/// `textDocument/publishDiagnostics`: the server's own notification: a document's diagnostics, all of them each time.
enum PublishDiagnosticsNotification: LSPNotification {
    typealias Params = PublishDiagnosticsParams
    static let method = "textDocument/publishDiagnostics"
}
