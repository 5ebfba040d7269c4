/// LSP's `DiagnosticRelatedInformation`: one of a diagnostic's notes, where it points.
struct DiagnosticRelatedInformation: Codable, Equatable, Sendable {
    var location: Location
    var message: String
}
