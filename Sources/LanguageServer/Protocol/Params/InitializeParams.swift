/// LSP's `InitializeParams`, as much of it as the server reads.
struct InitializeParams: Codable {
    struct WorkspaceFolder: Codable {
        var uri: String
    }

    struct Options: Codable {
        /// How long a change waits for the next before it is checked, in milliseconds.
        var debounceMilliseconds: Int?
    }

    var rootUri: String?
    var rootPath: String?
    var workspaceFolders: [WorkspaceFolder]?
    var capabilities: JSONValue?
    var initializationOptions: Options?
}
