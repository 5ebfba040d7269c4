/// The dispatch tables: each request and notification type with what the server does for it.
extension DefinitionLanguageServer {
    /// The requests about documents, each answered by the feature it names. `initialize` and `shutdown`
    /// change the server's state, and are answered before these (`respond(to:params:id:)`).
    static let requestHandlers: [String: RequestHandler] = table(
        [
            .document(DocumentSymbolRequest.self) { _, _, document in
                DocumentSymbols.symbols(of: document.report?.definition, in: document.text)
            },
            .document(CompletionRequest.self) { server, params, document in
                Completion.items(at: DocumentCursor(document, at: params.position), snippets: server.clientTakesSnippets)
            },
            .document(HoverRequest.self) { _, params, document in
                Hover.hover(at: DocumentCursor(document, at: params.position))
            },
            .document(DefinitionRequest.self) { _, params, document in
                GoToDefinition.location(at: DocumentCursor(document, at: params.position))
            },
            .document(CodeActionRequest.self) { _, params, document in
                CodeActions.actions(for: document, in: params.range)
            },
        ], by: \.method)

    /// The notifications handled on the queue once the server runs; `exit` and `$/cancelRequest` are
    /// taken on the reading thread (`receive(_:)`), and any other is ignored, as LSP asks.
    static let notificationHandlers: [String: NotificationHandler] = table(
        [
            NotificationHandler(InitializedNotification.self) { server, _ in server.loadFolders() },
            NotificationHandler(DidOpenNotification.self) { server, params in server.opened(params) },
            NotificationHandler(DidChangeNotification.self) { server, params in server.changed(params) },
            NotificationHandler(DidCloseNotification.self) { server, params in server.closed(params) },
            NotificationHandler(DidSaveNotification.self) { server, params in server.saved(params) },
            NotificationHandler(DidChangeWatchedFilesNotification.self) { server, params in server.filesChanged(params) },
        ], by: \.method)

    /// A list of handlers by their methods; a method listed twice is a mistake, caught at the first message.
    private static func table<Handler>(_ handlers: [Handler], by method: (Handler) -> String) -> [String: Handler] {
        Dictionary(handlers.map { (method($0), $0) }) { first, _ in
            preconditionFailure("a method is handled twice: \(method(first))")
        }
    }
}
