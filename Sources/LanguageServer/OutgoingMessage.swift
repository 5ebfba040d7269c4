import Foundation

/// A message to the client, framed as the base protocol wants it: `Content-Length`, an empty line, the JSON.
public enum OutgoingMessage: Sendable, Equatable {
    case response(id: RequestID?, result: JSONValue)
    case error(id: RequestID?, ResponseError)
    case notification(method: String, params: JSONValue)

    /// The bytes to write, header included. Keys sorted, so that the same message is the same bytes.
    public func framed() -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let body: Data
        switch self {
        case .response(let id, let result):
            body = (try? encoder.encode(Response(id: id, result: result))) ?? Data()
        case .error(let id, let error):
            body = (try? encoder.encode(ErrorResponse(id: id, error: error))) ?? Data()
        case .notification(let method, let params):
            body = (try? encoder.encode(Notification(method: method, params: params))) ?? Data()
        }
        return Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }

    private struct Response: Encodable {
        var jsonrpc = "2.0"
        var id: RequestID?
        var result: JSONValue

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(jsonrpc, forKey: .jsonrpc)
            // A response's id is null when the request's could not be read: written, not left out.
            try container.encode(id, forKey: .id)
            try container.encode(result, forKey: .result)
        }

        enum CodingKeys: CodingKey { case jsonrpc, id, result }
    }

    private struct ErrorResponse: Encodable {
        var jsonrpc = "2.0"
        var id: RequestID?
        var error: ResponseError

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(jsonrpc, forKey: .jsonrpc)
            try container.encode(id, forKey: .id)
            try container.encode(error, forKey: .error)
        }

        enum CodingKeys: CodingKey { case jsonrpc, id, error }
    }

    private struct Notification: Encodable {
        var jsonrpc = "2.0"
        var method: String
        var params: JSONValue
    }
}
