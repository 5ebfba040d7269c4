/// LSP's `Position`: a line from 0 and a character from 0, counted in the session's `PositionEncoding`.
struct Position: Codable, Equatable {
    var line: Int
    var character: Int
}
