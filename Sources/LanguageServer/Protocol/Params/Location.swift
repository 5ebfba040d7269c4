/// LSP's `Location`: a range in a file, named by its URI.
struct Location: Codable, Equatable {
    var uri: String
    var range: LSPRange
}
