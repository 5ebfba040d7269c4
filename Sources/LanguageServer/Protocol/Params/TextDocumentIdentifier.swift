/// LSP's `TextDocumentIdentifier`, as much of it as the server reads.
struct TextDocumentIdentifier: Codable {
    var uri: String
}
