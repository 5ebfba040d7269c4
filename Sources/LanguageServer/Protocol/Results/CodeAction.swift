/// LSP's `CodeAction`, as the server writes its quick fixes: a title, and the edit that makes the fix.
struct CodeAction: Codable, Equatable, Sendable {
    var title: String
    var kind = "quickfix"
    /// Whether the editor may apply it without asking (a diagnostic's own fix-it is).
    var isPreferred: Bool?
    /// The diagnostics it fixes: written empty for a fix-it, as the editor finds them by their lines.
    var diagnostics: [JSONValue]?
    var edit: WorkspaceEdit
}
