/// A document and a position in it: hover, completion and go to definition.
struct TextDocumentPositionParams: Codable {
    var textDocument: TextDocumentIdentifier
    var position: Position
}
