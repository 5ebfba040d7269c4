/// The requests about documents, each answered by the feature it names.
extension DefinitionLanguageServer {
    func answer(_ method: String, params: JSONValue?, id: RequestID) -> OutgoingMessage {
        switch method {
        case "textDocument/documentSymbol":
            return withDocument(params, as: TextDocumentParams.self, id: id) { _, document in
                DocumentSymbols.symbols(of: document.report?.definition, in: document.text)
            }
        case "textDocument/completion":
            return withDocument(params, as: TextDocumentPositionParams.self, id: id) { params, document in
                Completion.items(at: DocumentCursor(document, at: params.position), snippets: clientTakesSnippets)
            }
        case "textDocument/hover":
            return withDocument(params, as: TextDocumentPositionParams.self, id: id) { params, document in
                Hover.hover(at: DocumentCursor(document, at: params.position))
            }
        case "textDocument/definition":
            return withDocument(params, as: TextDocumentPositionParams.self, id: id) { params, document in
                GoToDefinition.location(at: DocumentCursor(document, at: params.position))
            }
        case "textDocument/codeAction":
            return withDocument(params, as: CodeActionParams.self, id: id) { params, document in
                CodeActions.actions(for: document, in: params.range)
            }
        default:
            return .error(id: id, .methodNotFound(method))
        }
    }

    /// Decodes a request's params and finds its document, or answers why not.
    private func withDocument<Params: Decodable & HasTextDocument>(
        _ params: JSONValue?, as type: Params.Type, id: RequestID, _ body: (Params, RequestDocument) -> JSONValue
    ) -> OutgoingMessage {
        guard let params = params?.decoded(as: type) else { return .error(id: id, .invalidParams("params are not a \(type)")) }
        switch requestDocument(params.textDocument.uri) {
        case .success(let document): return .response(id: id, result: body(params, document))
        case .failure(let error): return .error(id: id, error)
        }
    }
}

/// Params that name a document.
protocol HasTextDocument {
    var textDocument: TextDocumentIdentifier { get }
}

extension TextDocumentParams: HasTextDocument {}
extension TextDocumentPositionParams: HasTextDocument {}
extension CodeActionParams: HasTextDocument {}
