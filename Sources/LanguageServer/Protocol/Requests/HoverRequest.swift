/// `textDocument/hover`: what the key or value at the cursor means (`Hover`).
enum HoverRequest: LSPRequest {
    typealias Params = TextDocumentPositionParams
    typealias Result = HoverResult?
    static let method = "textDocument/hover"
}
