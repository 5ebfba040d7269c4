import Checks
import Diagnostics
import PlistLoader

/// The stable JSON contract of README, "Output formats and CI":
/// `{"version": 1, "files": N, "diagnostics": [...], "summary": {"errors": …, "warnings": …, "notes": …}}`.
/// Each diagnostic has `file`, `line` and `column` (or `offset` for binary files), `severity`, `code`,
/// `message`, `fixIt` when there is one, and `notes` when it has any: `[{file, line, column, message}]`
/// (`offset` for binary files), the related places human output prints as `note:` lines. The summary
/// counts diagnostics, as the human summary does: a note attached to an error is part of that error.
public struct JSONReporter: DiagnosticReporter {
    public init() {}

    public func render(_ reports: [FileReport]) -> String {
        let diagnostics = Diagnostic.sortedForOutput(reports.flatMap(\.diagnostics))
        let summary = ValidationSummary(reports)
        var lines = ["{", "  \"version\": 1,", "  \"files\": \(summary.files),"]
        if diagnostics.isEmpty {
            lines.append("  \"diagnostics\": [],")
        } else {
            lines.append("  \"diagnostics\": [")
            lines += diagnostics.enumerated().map { index, diagnostic in
                "    " + object(diagnostic) + (index == diagnostics.count - 1 ? "" : ",")
            }
            lines.append("  ],")
        }
        lines.append("  \"summary\": {\"errors\": \(summary.errors), \"warnings\": \(summary.warnings), \"notes\": \(summary.notes)}")
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    private func object(_ diagnostic: Diagnostic) -> String {
        var fields = place(diagnostic.location)
        fields += [
            "\"severity\": " + JSONStringLiteral.quoted(diagnostic.severity.rawValue),
            "\"code\": " + JSONStringLiteral.quoted(diagnostic.code.rawValue),
            "\"message\": " + JSONStringLiteral.quoted(diagnostic.message),
        ]
        if let fixIt = diagnostic.fixIt { fields.append("\"fixIt\": " + JSONStringLiteral.quoted(fixIt)) }
        if !diagnostic.notes.isEmpty {
            let notes = diagnostic.notes.map { note in
                "{" + (place(note.location) + ["\"message\": " + JSONStringLiteral.quoted(note.message)]).joined(separator: ", ") + "}"
            }
            fields.append("\"notes\": [" + notes.joined(separator: ", ") + "]")
        }
        return "{" + fields.joined(separator: ", ") + "}"
    }

    /// `"file"`, then `"line"` and `"column"`, or `"offset"` in a binary file (`"textOffset"` in a text file
    /// that could not be read again to find its line).
    private func place(_ location: SourceLocation) -> [String] {
        var fields = ["\"file\": " + JSONStringLiteral.quoted(location.file)]
        switch location.position.kind {
        case .lineColumn(let line, let column):
            fields += ["\"line\": \(line)", "\"column\": \(column)"]
        case .byteOffset(let offset):
            fields.append("\"offset\": \(offset)")
        case .textOffset(let offset):
            fields.append("\"textOffset\": \(offset)")
        }
        return fields
    }
}
