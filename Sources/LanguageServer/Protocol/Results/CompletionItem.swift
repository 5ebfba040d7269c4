/// LSP's `CompletionItem`, as the server writes it: what it shows (`label`, `detail`, `documentation`),
/// how the editor filters it, and the edit that writes it in place of the word under the cursor.
struct CompletionItem: Codable, Equatable, Sendable {
    var label: String
    /// LSP's `CompletionItemKind`.
    var kind: Int
    var textEdit: TextEdit
    var filterText: String
    /// 2 when `textEdit` is a snippet, with placeholders to type over.
    var insertTextFormat: Int?
    var detail: String?
    var documentation: MarkupContent?
}
