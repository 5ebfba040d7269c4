/// `initialized`: the client took the server's capabilities; the folders are loaded now.
enum InitializedNotification: LSPNotification {
    typealias Params = NoParams
    static let method = "initialized"
}
