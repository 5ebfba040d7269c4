/// `textDocument/hover`: what the key or value at the cursor means (`Hover`).
enum HoverRequest: LSPRequest {
    typealias Params = TextDocumentPositionParams
    typealias Result = JSONValue
    static let method = "textDocument/hover"
}
