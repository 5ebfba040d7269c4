/// LSP's `DocumentSymbol`: one entry of a document's outline, with the entries inside it.
struct DocumentSymbol: Codable, Equatable, Sendable {
    var name: String
    var detail: String?
    /// LSP's `SymbolKind`.
    var kind: Int
    var range: LSPRange
    /// Where the editor puts the cursor when the entry is chosen: the entry's start.
    var selectionRange: LSPRange
    var children: [DocumentSymbol]
}
