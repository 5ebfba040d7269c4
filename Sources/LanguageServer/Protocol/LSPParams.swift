/// The parts of LSP's params the server reads, named as the spec names them.
struct TextDocumentItem: Codable {
    var uri: String
    var languageId: String?
    var version: Int?
    var text: String
}

struct TextDocumentIdentifier: Codable {
    var uri: String
}

struct Position: Codable {
    var line: Int
    var character: Int
}

struct LSPRange: Codable {
    var start: Position
    var end: Position
}

struct DidOpenTextDocumentParams: Codable {
    var textDocument: TextDocumentItem
}

/// With full synchronization (`textDocumentSync` 1) each change holds the whole text.
struct DidChangeTextDocumentParams: Codable {
    struct Change: Codable {
        var text: String
    }

    var textDocument: TextDocumentIdentifier
    var contentChanges: [Change]
}

/// `didClose` and `didSave`.
struct TextDocumentParams: Codable {
    var textDocument: TextDocumentIdentifier
}

/// Hover, completion and go to definition.
struct TextDocumentPositionParams: Codable {
    var textDocument: TextDocumentIdentifier
    var position: Position
}

struct CodeActionParams: Codable {
    var textDocument: TextDocumentIdentifier
    var range: LSPRange
}

struct DidChangeWatchedFilesParams: Codable {
    struct FileEvent: Codable {
        var uri: String
        var type: Int
    }

    var changes: [FileEvent]
}

struct CancelParams: Codable {
    var id: RequestID
}

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
