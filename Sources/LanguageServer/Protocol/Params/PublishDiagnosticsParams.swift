/// `textDocument/publishDiagnostics`' params: every diagnostic of one document, by its URI.
struct PublishDiagnosticsParams: Codable, Equatable, Sendable {
    var uri: String
    var diagnostics: [LSPDiagnostic]
}
