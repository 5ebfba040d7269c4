/// `$/cancelRequest`: the client no longer wants a request's answer; read at once, on the reading thread.
enum CancelRequestNotification: LSPNotification {
    typealias Params = CancelParams
    static let method = "$/cancelRequest"
}
