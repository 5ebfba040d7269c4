import Checks
import Workspace

/// Publishes what a workspace update found, file by file, and only what changed since the last time: a
/// keystroke in one definition sends that definition's diagnostics, not the workspace's.
struct DiagnosticsPublisher {
    /// What the client was last sent, by path: a URI is made only for a message.
    private var published: [String: [LSPDiagnostic]] = [:]

    /// The notifications `update` calls for, positions counted in `encoding`. `uri` names a path as the
    /// client does (an open document's own URI); `lineText` gives a file's line, from 1. The file at the
    /// path `checked`, the one an edit was made in, is published even when nothing changed: its client
    /// learns its text was checked.
    mutating func notifications(
        for update: WorkspaceUpdate, checked: String? = nil, encoding: PositionEncoding, uri: (String) -> String,
        lineText: (FileReport, String, Int) -> Substring?
    ) -> [OutgoingMessage] {
        var messages: [OutgoingMessage] = []
        for path in update.removedPaths where published.removeValue(forKey: path) != nil {
            messages.append(LSPDiagnostics.publish(uri: uri(path), items: []))
        }
        for report in update.reports {
            let path = report.file.path
            let items = report.diagnostics.isEmpty ? [] : LSPDiagnostics.items(of: report, encoding: encoding) { lineText(report, $0, $1) }
            // Nothing to clear for a file never published with findings.
            guard items != (published[path] ?? []) || path == checked else { continue }
            published[path] = items.isEmpty ? nil : items
            messages.append(LSPDiagnostics.publish(uri: uri(path), items: items))
        }
        return messages
    }
}
