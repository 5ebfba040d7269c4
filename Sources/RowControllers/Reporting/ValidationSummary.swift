/// Counts over a whole run.
public struct ValidationSummary: Sendable, Equatable {
    public var files: Int
    public var errors: Int
    public var warnings: Int
    public var notes: Int

    public init(_ reports: [FileReport]) {
        files = reports.count { $0.kind == .definition }
        let diagnostics = reports.flatMap(\.diagnostics)
        errors = diagnostics.count { $0.severity == .error }
        warnings = diagnostics.count { $0.severity == .warning }
        notes = diagnostics.count { $0.severity == .note }
    }

    /// "2 errors, 1 warning", or "no problems".
    public var counts: String {
        let parts = [(errors, "error"), (warnings, "warning"), (notes, "note")].compactMap { count, noun in
            count == 0 ? nil : "\(count) \(noun)\(count == 1 ? "" : "s")"
        }
        return parts.isEmpty ? "no problems" : parts.joined(separator: ", ")
    }

    /// "checked 12 files: 3 errors, 1 warning": the closing line of human-readable output.
    public var line: String {
        "checked \(files) file\(files == 1 ? "" : "s"): \(counts)"
    }
}
