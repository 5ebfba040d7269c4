import Foundation

/// A message to the client, framed as the base protocol wants it: `Content-Length`, an empty line, the JSON.
public enum OutgoingMessage: Sendable, Equatable {
    case response(id: RequestID?, result: JSONValue)
    case error(id: RequestID?, ResponseError)
    case notification(method: String, params: JSONValue)
    /// A request of the server's own (registering file watchers).
    case request(id: RequestID, method: String, params: JSONValue)

    /// The bytes to write, header included. Keys sorted, so that the same message is the same bytes.
    public func framed() -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let body: Data
        switch self {
        case .response(let id, let result):
            body = (try? encoder.encode(Reply(id: id, outcome: .result(result)))) ?? Data()
        case .error(let id, let error):
            body = (try? encoder.encode(Reply(id: id, outcome: .error(error)))) ?? Data()
        case .notification(let method, let params):
            body = (try? encoder.encode(Notification(method: method, params: params))) ?? Data()
        case .request(let id, let method, let params):
            body = (try? encoder.encode(Request(id: id, method: method, params: params))) ?? Data()
        }
        return Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }

    /// A response: its request's id (null when it could not be read: written, not left out) and either a
    /// result or an error, never both.
    private struct Reply: Encodable {
        enum Outcome {
            case result(JSONValue)
            case error(ResponseError)
        }

        var id: RequestID?
        var outcome: Outcome

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode("2.0", forKey: .jsonrpc)
            try container.encode(id, forKey: .id)
            switch outcome {
            case .result(let result): try container.encode(result, forKey: .result)
            case .error(let error): try container.encode(error, forKey: .error)
            }
        }

        enum CodingKeys: CodingKey { case jsonrpc, id, result, error }
    }

    private struct Request: Encodable {
        var jsonrpc = "2.0"
        var id: RequestID
        var method: String
        var params: JSONValue
    }

    private struct Notification: Encodable {
        var jsonrpc = "2.0"
        var method: String
        var params: JSONValue
    }
}
