import Checks
import Diagnostics

/// Counts over a whole run.
public struct ValidationSummary: Sendable, Equatable {
    public var files: Int
    public var errors: Int
    public var warnings: Int
    public var notes: Int
    /// Files that could not be read at all (a FIFO, a permission denied): each is an exit-2 failure.
    public var unreadableFiles: Int
    /// Paths named that do not exist.
    public var missingPaths: Int

    public init(_ reports: [FileReport], missingPaths: Int = 0) {
        files = reports.count { $0.kind == .definition }
        unreadableFiles = reports.count { $0.readFailure != nil }
        self.missingPaths = missingPaths
        var counts: [DiagnosticSeverity: Int] = [:]
        for diagnostic in reports.lazy.flatMap(\.diagnostics) {
            // A `too-many-problems` stands for the findings it did not list.
            guard let unlisted = diagnostic.unlisted else {
                counts[diagnostic.severity, default: 0] += 1
                continue
            }
            for byCode in unlisted.values { counts.merge(byCode, uniquingKeysWith: +) }
        }
        errors = counts[.error] ?? 0
        warnings = counts[.warning] ?? 0
        notes = counts[.note] ?? 0
    }

    /// "2 errors, 1 warning", or "no problems".
    public var counts: String {
        let parts = [(errors, "error"), (warnings, "warning"), (notes, "note")].compactMap { count, noun in
            count == 0 ? nil : "\(count) \(noun)\(count == 1 ? "" : "s")"
        }
        return parts.isEmpty ? "no problems" : parts.joined(separator: ", ")
    }

    /// "checked 12 files: 3 errors, 1 warning": the closing line of human-readable output. A run that
    /// failed to read what it was given says so rather than "no problems": "checked 0 files: 1 path
    /// not found".
    public var line: String {
        var failures: [String] = []
        if missingPaths > 0 { failures.append("\(missingPaths) path\(missingPaths == 1 ? "" : "s") not found") }
        if unreadableFiles > 0 { failures.append("\(unreadableFiles) file\(unreadableFiles == 1 ? "" : "s") could not be read") }
        let findings = failures.isEmpty || errors + warnings + notes > 0 ? [counts] : []
        return "checked \(files) file\(files == 1 ? "" : "s"): " + (findings + failures).joined(separator: ", ")
    }
}
