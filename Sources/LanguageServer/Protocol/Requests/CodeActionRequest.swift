/// `textDocument/codeAction`: quick fixes for the diagnostics on the lines asked about (`CodeActions`).
enum CodeActionRequest: LSPRequest {
    typealias Params = CodeActionParams
    typealias Result = [CodeAction]
    static let method = "textDocument/codeAction"
}
