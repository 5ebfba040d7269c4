import Diagnostics
import Reporting

/// For a terminal: the summary, then each definition with its changes, one line each (`+` added, `-`
/// removed, `↕` moved, `~` changed), changed keys indented under them, and its new diagnostics in
/// clang's style. Colour from `palette` (plain when standard output is not a terminal or `NO_COLOR` is
/// set); every text from a definition is made terminal-safe.
public struct TextDiffReporter: DiffReporter {
    public var palette: TerminalPalette

    public init(palette: TerminalPalette = .plain) {
        self.palette = palette
    }

    public func render(_ diff: ProjectDiff) -> DiffReport {
        .document(text(diff))
    }

    public func text(_ diff: ProjectDiff) -> String {
        var lines = [palette.bold + safe("\(diff.from.label) → \(diff.to.label): \(diff.summary.sentence)") + palette.reset]
        for definition in diff.definitions {
            lines.append("")
            var heading = definition.file + ": " + definition.status.rawValue
            if let previous = definition.previousFile { heading += " from " + previous }
            if let kind = definition.afterKind ?? definition.beforeKind { heading += " (" + kind + ")" }
            lines.append(palette.bold + safe(heading) + palette.reset)
            for change in definition.changes {
                let colour = colour(of: change.kind)
                lines.append(
                    "  " + colour + Self.symbol(change.kind) + " " + ChangeWording.verb(change.kind) + palette.reset + " "
                        + safe(ChangeWording.subject(change).text))
                for detail in ChangeWording.details(change) {
                    lines.append("      " + safe(detail.text))
                }
            }
            for diagnostic in definition.newDiagnostics {
                lines.append("  " + palette.bold + "new" + palette.reset + " " + line(diagnostic))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `file:line:column: severity: message [code]`, as `validate` starts its lines.
    private func line(_ diagnostic: Diagnostic) -> String {
        safe("\(diagnostic.location.file):\(diagnostic.location.position):") + " " + palette.color(for: diagnostic.severity)
            + diagnostic.severity.rawValue + ":" + palette.reset + " " + safe(diagnostic.message) + " [" + diagnostic.code.rawValue + "]"
    }

    static func symbol(_ kind: ChangeKind) -> String {
        switch kind {
        case .added: "+"
        case .removed: "-"
        case .moved: "↕"
        case .changed: "~"
        }
    }

    private func colour(of kind: ChangeKind) -> String {
        switch kind {
        case .added: palette.caret
        case .removed: palette.error
        case .moved: palette.note
        case .changed: palette.warning
        }
    }

    private func safe(_ text: String) -> String { TerminalText.sanitized(text) }
}
