/// LSP's `Range` (a name of its own: Swift's `Range` is everywhere), from `start` up to `end`.
struct LSPRange: Codable, Equatable {
    var start: Position
    var end: Position
}
