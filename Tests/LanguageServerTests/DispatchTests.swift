import Testing

@testable import LanguageServer

/// Messages found by their types' methods: the requests the capabilities promise are in the table, one
/// that is not is `MethodNotFound`, and params that are not the type's are `InvalidParams`.
@Suite struct DispatchTests {
    @Test func theCapabilitiesPromiseWhatTheTablesHandle() {
        let requests = [DocumentSymbolRequest.method, CompletionRequest.method, HoverRequest.method, DefinitionRequest.method]
        #expect(Set(ServerSession.requestHandlers.keys) == Set(requests + [CodeActionRequest.method]))
        let notifications = [
            InitializedNotification.method, DidOpenNotification.method, DidChangeNotification.method, DidCloseNotification.method,
            DidSaveNotification.method, DidChangeWatchedFilesNotification.method,
        ]
        #expect(Set(ServerSession.notificationHandlers.keys) == Set(notifications))
        let capabilities = ServerCapabilities(positionEncoding: PositionEncoding.utf16.rawValue)
        #expect(capabilities.hoverProvider && capabilities.definitionProvider && capabilities.documentSymbolProvider)
    }

    @Test func aMethodNotInTheTablesOrParamsNotTheTypesAreAnsweredWithTheirErrors() async {
        let output = WrittenOutput()
        let server = DefinitionLanguageServer(write: output.append)
        await server.session.handle(.message(.request(id: .number(1), method: InitializeRequest.method, params: .object([:]))))
        await server.session.handle(.message(.request(id: .number(2), method: "textDocument/rename", params: .object([:]))))
        await server.session.handle(.message(.request(id: .number(3), method: HoverRequest.method, params: .object(["position": .null]))))
        #expect(output.text.contains(#"{"error":{"code":-32601,"message":"no method 'textDocument/rename'"},"id":2,"jsonrpc":"2.0"}"#))
        #expect(
            output.text.contains(
                #"{"error":{"code":-32602,"message":"params are not a TextDocumentPositionParams"},"id":3,"jsonrpc":"2.0"}"#))
    }

    @Test func typedResultsAreWrittenAsTheJSONTheyName() {
        let start = Position(line: 2, character: 4)
        let hover = HoverResult(contents: MarkupContent(value: "**rowType**"), range: LSPRange(start: start, end: start))
        let json = JSONValue(encoding: hover)
        let position: JSONValue = .object(["line": .number(2), "character": .number(4)])
        #expect(
            json
                == .object([
                    "contents": .object(["kind": .string("markdown"), "value": .string("**rowType**")]),
                    "range": .object(["start": position, "end": position]),
                ]))
        #expect(JSONValue(encoding: Location?.none) == .null)
    }
}
