/// LSP's `Diagnostic`, as the server publishes cdlgen's: where it points, how severe, its rule's code, its
/// message, its notes as related information, and its fix-it (for the quick fix).
struct LSPDiagnostic: Codable, Equatable, Sendable {
    struct Data: Codable, Equatable, Sendable {
        var fixIt: String
    }

    var range: LSPRange
    /// LSP's `DiagnosticSeverity`: 1 an error, 2 a warning, 3 information.
    var severity: Int
    var code: String
    var source = "cdlgen"
    var message: String
    var relatedInformation: [DiagnosticRelatedInformation]?
    var data: Data?
}
