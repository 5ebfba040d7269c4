/// With full synchronization (`textDocumentSync` 1) each change holds the whole text.
struct DidChangeTextDocumentParams: Codable {
    struct Change: Codable {
        var text: String
    }

    var textDocument: TextDocumentIdentifier
    var contentChanges: [Change]
}
