import Foundation

/// A message from the client, as JSON-RPC 2.0 tells them apart: a request has an `id` and a `method`, a
/// notification only a `method`, a response an `id` and a `result` or an `error`.
public enum IncomingMessage: Sendable, Equatable {
    case request(id: RequestID, method: String, params: JSONValue?)
    case notification(method: String, params: JSONValue?)
    case response(id: RequestID, result: JSONValue?, error: ResponseError?)

    /// Reads a message body. A body that is not JSON is a parse error; JSON that is no message, an invalid
    /// request — with the `id` when one could be read, so that the error can answer it.
    public static func decode(_ body: [UInt8]) throws(InvalidMessage) -> IncomingMessage {
        let envelope: Envelope
        do {
            envelope = try JSONDecoder().decode(Envelope.self, from: Data(body))
        } catch {
            // Decodable cannot tell bad JSON from a JSON value of the wrong shape: JSONSerialization can.
            let isJSON = (try? JSONSerialization.jsonObject(with: Data(body), options: [.fragmentsAllowed])) != nil
            throw InvalidMessage(id: nil, error: isJSON ? .invalidRequest("not a JSON-RPC message") : .parseError("the body is not JSON"))
        }
        guard envelope.jsonrpc == "2.0" else {
            throw InvalidMessage(id: envelope.id, error: .invalidRequest("jsonrpc must be \"2.0\""))
        }
        switch (envelope.id, envelope.method) {
        case (let id?, let method?): return .request(id: id, method: method, params: envelope.params)
        case (nil, let method?): return .notification(method: method, params: envelope.params)
        case (let id?, nil) where envelope.result != nil || envelope.error != nil:
            return .response(id: id, result: envelope.result, error: envelope.error)
        default:
            throw InvalidMessage(id: envelope.id, error: .invalidRequest("a message needs a method, or a result or an error"))
        }
    }

    /// Every member a message may have; which are there tells its kind.
    private struct Envelope: Decodable {
        var jsonrpc: String?
        var id: RequestID?
        var method: String?
        var params: JSONValue?
        var result: JSONValue?
        var error: ResponseError?
    }
}

/// A body that is no message: answered with `error` (to `id`, when it had one) or dropped.
public struct InvalidMessage: Error, Sendable, Equatable {
    public var id: RequestID?
    public var error: ResponseError
}
