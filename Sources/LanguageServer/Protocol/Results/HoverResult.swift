/// LSP's `Hover`: what the editor shows over the word at the cursor, and the word's range.
struct HoverResult: Codable, Equatable, Sendable {
    var contents: MarkupContent
    var range: LSPRange
}
