import RowControllers
import Workspace

/// Publishes what a workspace update found, file by file, and only what changed since the last time: a
/// keystroke in one definition sends that definition's diagnostics, not the workspace's.
struct DiagnosticsPublisher {
    /// What the client was last sent, by URI.
    private var published: [String: [JSONValue]] = [:]

    /// The notifications `update` calls for. `uri` names a path as the client does (an open document's
    /// own URI); `lineText` gives a file's line, from 1. The document at `checked`, the one an edit was
    /// made in, is published even when nothing changed: its client learns its text was checked.
    mutating func notifications(
        for update: WorkspaceUpdate, checked: String? = nil, uri: (String) -> String, lineText: (FileReport, String, Int) -> Substring?
    ) -> [OutgoingMessage] {
        var messages: [OutgoingMessage] = []
        for path in update.removedPaths {
            let address = uri(path)
            if published.removeValue(forKey: address) != nil { messages.append(LSPDiagnostics.publish(uri: address, items: [])) }
        }
        for report in update.reports {
            let address = uri(report.file.path)
            let items = LSPDiagnostics.items(of: report) { file, line in lineText(report, file, line) }
            // Nothing to clear for a file never published with findings.
            guard items != (published[address] ?? []) || address == checked else { continue }
            published[address] = items.isEmpty ? nil : items
            messages.append(LSPDiagnostics.publish(uri: address, items: items))
        }
        return messages
    }

    /// The diagnostics last sent for a document.
    func items(for uri: String) -> [JSONValue] { published[uri] ?? [] }
}
