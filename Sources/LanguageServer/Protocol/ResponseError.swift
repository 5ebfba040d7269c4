/// A JSON-RPC error, with the codes JSON-RPC 2.0 and LSP 3.17 define.
public struct ResponseError: Error, Codable, Sendable, Equatable {
    public var code: Int
    public var message: String

    public init(code: Int, message: String) {
        self.code = code
        self.message = message
    }

    public static func parseError(_ message: String) -> Self { Self(code: -32700, message: message) }
    public static func invalidRequest(_ message: String) -> Self { Self(code: -32600, message: message) }
    public static func methodNotFound(_ method: String) -> Self { Self(code: -32601, message: "no method '\(method)'") }
    public static func invalidParams(_ message: String) -> Self { Self(code: -32602, message: message) }
    public static func internalError(_ message: String) -> Self { Self(code: -32603, message: message) }
    /// LSP: a request before `initialize`.
    public static let serverNotInitialized = Self(code: -32002, message: "the server is not initialized")
    /// LSP: a request the client cancelled (`$/cancelRequest`).
    public static let requestCancelled = Self(code: -32800, message: "the request was cancelled")
}
