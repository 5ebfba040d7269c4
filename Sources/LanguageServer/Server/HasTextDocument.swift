/// Params that name a document: those of the requests about one.
protocol HasTextDocument {
    var textDocument: TextDocumentIdentifier { get }
}

extension TextDocumentParams: HasTextDocument {}
extension TextDocumentPositionParams: HasTextDocument {}
extension CodeActionParams: HasTextDocument {}
