/// How the server answers one type of request (``LSPRequest``): its params decoded as the type says,
/// the work done, and the result encoded. The dispatch table (`ServerSession.requestHandlers`)
/// is a list of these, one a request type, looked up by the type's method.
struct RequestHandler: Sendable {
    let method: String
    let answer: @Sendable (isolated ServerSession, JSONValue?, RequestID) -> OutgoingMessage

    /// A request about a document: its params name the document, and `body` answers from it — unless the
    /// client cancelled the request while the document's waiting check ran, the slow part of most requests.
    static func document<Request: LSPRequest>(
        _ request: Request.Type,
        _ body: @escaping @Sendable (isolated ServerSession, Request.Params, RequestDocument) -> Request.Result
    ) -> Self where Request.Params: HasTextDocument {
        RequestHandler(method: Request.method) { session, params, id in
            guard let params = (params ?? .object([:])).decoded(as: Request.Params.self) else {
                return .error(id: id, .invalidParams("params are not a \(Request.Params.self)"))
            }
            switch session.requestDocument(params.textDocument.uri) {
            case .success(let document):
                if session.cancellations.isCancelled(id) { return .error(id: id, .requestCancelled) }
                return .response(id: id, result: JSONValue(encoding: body(session, params, document)))
            case .failure(let error):
                return .error(id: id, error)
            }
        }
    }
}
