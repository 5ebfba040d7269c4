/// `workspace/didChangeWatchedFiles`: files the client watches for the server changed on disk.
enum DidChangeWatchedFilesNotification: LSPNotification {
    typealias Params = DidChangeWatchedFilesParams
    static let method = "workspace/didChangeWatchedFiles"
}
