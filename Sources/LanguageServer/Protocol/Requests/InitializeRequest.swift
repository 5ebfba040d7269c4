/// `initialize`: the client's folders and capabilities; the server's capabilities (`ServerCapabilities`).
enum InitializeRequest: LSPRequest {
    typealias Params = InitializeParams
    typealias Result = InitializeResult
    static let method = "initialize"
}
