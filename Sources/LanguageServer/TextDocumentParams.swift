/// The parts of LSP's text-document notifications the server reads, named as the spec names them.
struct TextDocumentItem: Codable {
    var uri: String
    var languageId: String?
    var version: Int?
    var text: String
}

struct TextDocumentIdentifier: Codable {
    var uri: String
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

struct DidCloseTextDocumentParams: Codable {
    var textDocument: TextDocumentIdentifier
}
