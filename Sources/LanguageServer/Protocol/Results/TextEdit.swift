/// LSP's `TextEdit`: the text that replaces a range.
struct TextEdit: Codable, Equatable, Sendable {
    var range: LSPRange
    var newText: String
}
