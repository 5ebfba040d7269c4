/// A request of LSP's, as one type: the method that names it on the wire, the params it carries and the
/// result that answers it. The server's dispatch table is built from these types (`RequestHandler`), so
/// a method's name is written once, beside what it reads and writes.
protocol LSPRequest {
    associatedtype Params: Decodable & Sendable
    associatedtype Result: Encodable & Sendable
    static var method: String { get }
}
