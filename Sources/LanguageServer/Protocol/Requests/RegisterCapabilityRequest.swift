/// `client/registerCapability`: the server's own request, to have the client watch files for it; its answer needs nothing done.
enum RegisterCapabilityRequest: LSPRequest {
    typealias Params = RegistrationParams
    typealias Result = JSONValue
    static let method = "client/registerCapability"
}
