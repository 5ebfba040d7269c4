/// `shutdown`: the client is about to exit; answered null.
enum ShutdownRequest: LSPRequest {
    typealias Params = NoParams
    typealias Result = JSONValue
    static let method = "shutdown"
}
