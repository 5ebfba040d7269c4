/// LSP's `CompletionList`: every item that may stand at the cursor, so never incomplete.
struct CompletionList: Codable, Equatable, Sendable {
    var isIncomplete = false
    var items: [CompletionItem]
}
