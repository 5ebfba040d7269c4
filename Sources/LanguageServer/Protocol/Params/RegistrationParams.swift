/// `client/registerCapability`'s params, as the server sends them: the file watchers it asks the client
/// for (LSP's `Registration` with `DidChangeWatchedFilesRegistrationOptions`).
struct RegistrationParams: Codable, Equatable, Sendable {
    struct Registration: Codable, Equatable, Sendable {
        struct Options: Codable, Equatable, Sendable {
            var watchers: [FileSystemWatcher]
        }

        var id: String
        var method: String
        var registerOptions: Options
    }

    struct FileSystemWatcher: Codable, Equatable, Sendable {
        var globPattern: String
    }

    var registrations: [Registration]
}
