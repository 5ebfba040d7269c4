/// The dispatch tables: each request and notification type with what the session does for it.
extension ServerSession {
    /// The requests about documents, each answered by the feature it names. `initialize` and `shutdown`
    /// change the session's state, and are answered before these (`respond(to:params:id:)`).
    static let requestHandlers: [String: RequestHandler] = table(
        [
            .document(DocumentSymbolRequest.self) { _, _, document in
                DocumentSymbols.symbols(of: document.report?.definition, in: document.text)
            },
            .document(CompletionRequest.self) { session, params, document in
                Completion.items(at: DocumentCursor(document, at: params.position), snippets: session.clientTakesSnippets)
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

    /// The notifications handled in turn once the server runs; `exit` and `$/cancelRequest` are
    /// taken on the reading thread (`DefinitionLanguageServer.receive(_:)`), and any other is ignored, as LSP asks.
    static let notificationHandlers: [String: NotificationHandler] = table(
        [
            NotificationHandler(InitializedNotification.self) { session, _ in session.loadFolders() },
            NotificationHandler(DidOpenNotification.self) { session, params in session.opened(params) },
            NotificationHandler(DidChangeNotification.self) { session, params in session.changed(params) },
            NotificationHandler(DidCloseNotification.self) { session, params in session.closed(params) },
            NotificationHandler(DidSaveNotification.self) { session, params in session.saved(params) },
            NotificationHandler(DidChangeWatchedFilesNotification.self) { session, params in session.filesChanged(params) },
        ], by: \.method)

    /// A list of handlers by their methods; a method listed twice is a mistake, caught at the first message.
    private static func table<Handler>(_ handlers: [Handler], by method: (Handler) -> String) -> [String: Handler] {
        Dictionary(handlers.map { (method($0), $0) }) { first, _ in
            preconditionFailure("a method is handled twice: \(method(first))")
        }
    }
}
