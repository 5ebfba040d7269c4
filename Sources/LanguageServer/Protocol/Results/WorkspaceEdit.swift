/// LSP's `WorkspaceEdit`, as the server writes it: each document's edits by its URI.
struct WorkspaceEdit: Codable, Equatable, Sendable {
    var changes: [String: [TextEdit]]
}
