/// `exit`: the server's process ends, with 0 after a `shutdown` and 1 otherwise.
enum ExitNotification: LSPNotification {
    typealias Params = NoParams
    static let method = "exit"
}
