/// LSP's `MarkupContent`: text for the editor to show, in the kind it is written in.
struct MarkupContent: Codable, Equatable, Sendable {
    var kind = "markdown"
    var value: String
}
