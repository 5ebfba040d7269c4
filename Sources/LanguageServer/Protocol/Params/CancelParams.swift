/// LSP's `CancelParams`, as much of it as the server reads.
struct CancelParams: Codable {
    var id: RequestID
}
