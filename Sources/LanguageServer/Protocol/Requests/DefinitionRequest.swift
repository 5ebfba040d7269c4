/// `textDocument/definition`: where the reference, class, entity or key path at the cursor is defined (`GoToDefinition`); null where nothing is.
enum DefinitionRequest: LSPRequest {
    typealias Params = TextDocumentPositionParams
    typealias Result = Location?
    static let method = "textDocument/definition"
}
