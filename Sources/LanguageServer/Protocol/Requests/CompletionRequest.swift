/// `textDocument/completion`: the keys and values that may stand at the cursor (`Completion`).
enum CompletionRequest: LSPRequest {
    typealias Params = TextDocumentPositionParams
    typealias Result = CompletionList
    static let method = "textDocument/completion"
}
