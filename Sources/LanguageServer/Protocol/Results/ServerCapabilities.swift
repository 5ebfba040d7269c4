/// What the server tells the client it does, in `initialize`'s result: full-text synchronization, with
/// saves; positions counted in `positionEncoding`; completion, hover, go to definition, the outline and
/// quick fixes.
struct ServerCapabilities: Encodable, Sendable {
    struct TextDocumentSync: Encodable, Sendable {
        struct SaveOptions: Encodable, Sendable {
            var includeText = false
        }

        var openClose = true
        /// 1: each change holds the whole text.
        var change = 1
        var save = SaveOptions()
    }

    struct CompletionOptions: Encodable, Sendable {
        var triggerCharacters = [".", "\"", ">"]
    }

    struct CodeActionOptions: Encodable, Sendable {
        var codeActionKinds = ["quickfix"]
    }

    /// A `PositionEncoding`'s name.
    var positionEncoding: String
    var textDocumentSync = TextDocumentSync()
    var completionProvider = CompletionOptions()
    var hoverProvider = true
    var definitionProvider = true
    var documentSymbolProvider = true
    var codeActionProvider = CodeActionOptions()
}
