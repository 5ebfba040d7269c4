import Foundation
import Testing

@testable import LanguageServer

/// `$/cancelRequest`: a request cancelled before its turn is answered `RequestCancelled` without the
/// work, and nothing is remembered of a request once it is answered.
@Suite struct CancellationTests {
    @Test func answeredRequestsAreForgotten() {
        let requests = CancelledRequests()
        requests.received(.number(1))
        requests.answered(.number(1))
        requests.cancel(.number(1))  // Too late: already answered.
        #expect(requests.count == 0)
        #expect(!requests.isCancelled(.number(1)))
        requests.cancel(.string("never sent"))
        #expect(requests.count == 0)
    }

    @Test func aCancelledRequestIsCancelledUntilAnswered() {
        let requests = CancelledRequests()
        requests.received(.string("a"))
        requests.cancel(.string("a"))
        #expect(requests.isCancelled(.string("a")))
        requests.answered(.string("a"))
        #expect(requests.count == 0)
    }

    @Test func cancellingAnsweredRequestsDoesNotGrowTheServersMemory() async {
        let output = WrittenOutput()
        let server = DefinitionLanguageServer(write: output.append)
        await take(.request(id: .number(0), method: "initialize", params: .object([:])), by: server)
        for id in 1...100 {
            await take(.request(id: .number(id), method: "shutdown", params: nil), by: server)
            // Answered: the cancellation comes too late.
            #expect(server.receive(.notification(method: "$/cancelRequest", params: .object(["id": .number(Double(id))]))))
        }
        #expect(server.cancellations.count == 0)
        #expect(!output.text.contains("-32800"))
    }

    @Test func aRequestCancelledWhileItWaitsIsAnsweredWithoutTheWork() async {
        let output = WrittenOutput()
        let server = DefinitionLanguageServer(write: output.append)
        await take(.request(id: .number(1), method: "initialize", params: .object([:])), by: server)
        // Read, then cancelled before its turn.
        let shutdown = IncomingMessage.request(id: .number(2), method: "shutdown", params: nil)
        server.cancellations.received(.number(2))
        #expect(server.receive(.notification(method: "$/cancelRequest", params: .object(["id": .number(2)]))))
        await server.session.handle(.message(shutdown))
        #expect(output.text.contains(#"{"error":{"code":-32800,"message":"the request was cancelled"},"id":2,"jsonrpc":"2.0"}"#))
        // Not shut down: the cancelled request's work was not done.
        #expect(await server.session.state == .running)
        #expect(server.cancellations.count == 0)
    }

    /// The client cancels a hover while the edit before it is being checked (its diagnostics are being
    /// published): the hover is answered `RequestCancelled`, not with what it would have shown.
    @Test func aRequestCancelledWhileItsDocumentIsCheckedIsAnsweredCancelled() async throws {
        let output = WrittenOutput()
        let server = DefinitionLanguageServer(write: output.append)
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Definitions/Events/EventDetailView.plist").path
        let uri = FileURI.uri(ofPath: path)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        await take(.request(id: .number(1), method: InitializeRequest.method, params: .object([:])), by: server)
        await server.session.handle(.message(.notification(method: InitializedNotification.method, params: .object([:]))))
        let item: JSONValue = .object(["uri": .string(uri), "languageId": .string("plist"), "version": .number(1), "text": .string(text)])
        await server.session.handle(.message(.notification(method: DidOpenNotification.method, params: .object(["textDocument": item]))))
        let changes: JSONValue = .array([.object(["text": .string(text + "\n")])])
        await server.session.handle(
            .message(
                .notification(
                    method: DidChangeNotification.method,
                    params: .object(["textDocument": .object(["uri": .string(uri)]), "contentChanges": changes])
                )))
        output.whenWritten = { written in
            if written.contains(PublishDiagnosticsNotification.method) { server.cancellations.cancel(.number(2)) }
        }
        let position: JSONValue = .object(["line": .number(10), "character": .number(8)])
        let hover = IncomingMessage.request(
            id: .number(2), method: HoverRequest.method,
            params: .object(["textDocument": .object(["uri": .string(uri)]), "position": position]))
        await take(hover, by: server)
        #expect(output.text.contains(#"{"error":{"code":-32800,"message":"the request was cancelled"},"id":2,"jsonrpc":"2.0"}"#))
        #expect(server.cancellations.count == 0)
    }

    /// A request as the server takes it: noted as read, then handled in its turn.
    private func take(_ request: IncomingMessage, by server: DefinitionLanguageServer) async {
        if case .request(let id, _, _) = request { server.cancellations.received(id) }
        await server.session.handle(.message(request))
    }
}
