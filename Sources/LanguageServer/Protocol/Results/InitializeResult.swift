/// `initialize`'s result: what the server does, and its name.
struct InitializeResult: Encodable, Sendable {
    struct ServerInfo: Encodable, Sendable {
        var name = "cdlgen"
    }

    var capabilities: ServerCapabilities
    var serverInfo = ServerInfo()
}
