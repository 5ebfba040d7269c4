/// LSP's `DidChangeWatchedFilesParams`, as much of it as the server reads.
struct DidChangeWatchedFilesParams: Codable {
    struct FileEvent: Codable {
        var uri: String
        var type: Int
    }

    var changes: [FileEvent]
}
