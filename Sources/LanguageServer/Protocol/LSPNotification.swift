/// A notification of LSP's, as one type: the method that names it and the params it carries. It is never
/// answered.
protocol LSPNotification {
    associatedtype Params: Decodable & Sendable
    static var method: String { get }
}
