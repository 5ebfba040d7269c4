import LanguageServer
import Testing

/// JSON-RPC 2.0 messages as LSP sends them, and the errors bad ones get.
@Suite struct MessageTests {
    func decode(_ json: String) throws(InvalidMessage) -> IncomingMessage {
        try IncomingMessage.decode(Array(json.utf8))
    }

    @Test func requestsNotificationsAndResponsesAreToldApart() throws {
        #expect(
            try decode(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"processId":null}}"#)
                == .request(id: .number(1), method: "initialize", params: .object(["processId": .null])))
        #expect(
            try decode(#"{"jsonrpc":"2.0","id":"a","method":"shutdown"}"#) == .request(id: .string("a"), method: "shutdown", params: nil))
        #expect(try decode(#"{"jsonrpc":"2.0","method":"exit"}"#) == .notification(method: "exit", params: nil))
        #expect(
            try decode(#"{"jsonrpc":"2.0","id":3,"result":[1,true,"x"]}"#)
                == .response(id: .number(3), result: .array([.number(1), .bool(true), .string("x")]), error: nil))
    }

    @Test(arguments: [
        (#"{"jsonrpc":"2.0","id":1,"method":"#, nil as RequestID?, -32700),
        ("not json at all", nil, -32700),
        (#"[1,2,3]"#, nil, -32600),
        (#"{"jsonrpc":"1.0","id":7,"method":"x"}"#, RequestID.number(7), -32600),
        (#"{"jsonrpc":"2.0","id":8}"#, RequestID.number(8), -32600),
        (#"{"jsonrpc":"2.0","id":{"no":"objects"},"method":"x"}"#, nil, -32600),
    ])
    func badMessagesAreParseErrorsOrInvalidRequests(_ json: String, _ id: RequestID?, _ code: Int) {
        do {
            _ = try decode(json)
            Issue.record("\(json) was read")
        } catch {
            #expect(error.error.code == code, "\(json)")
            #expect(error.id == id, "\(json)")
        }
    }

    @Test func responsesAreFramedWithTheirLengthInBytes() {
        let bytes = OutgoingMessage.response(id: .number(1), result: .object(["label": .string("été 🎉")])).framed()
        let text = String(decoding: bytes, as: UTF8.self)
        let body = #"{"id":1,"jsonrpc":"2.0","result":{"label":"été 🎉"}}"#
        #expect(text == "Content-Length: \(body.utf8.count)\r\n\r\n" + body)
    }

    @Test func anErrorToARequestWhoseIDCouldNotBeReadHasANullID() {
        let text = String(decoding: OutgoingMessage.error(id: nil, .parseError("the body is not JSON")).framed(), as: UTF8.self)
        #expect(text.hasSuffix(#"{"error":{"code":-32700,"message":"the body is not JSON"},"id":null,"jsonrpc":"2.0"}"#))
    }
}
