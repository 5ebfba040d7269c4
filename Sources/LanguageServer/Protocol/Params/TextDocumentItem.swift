/// LSP's `TextDocumentItem`, as much of it as the server reads.
struct TextDocumentItem: Codable {
    var uri: String
    var languageId: String?
    var version: Int?
    var text: String
}
