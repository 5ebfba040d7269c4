import Dispatch
import Foundation
import Workspace

/// The loop of a `--watch` run: waits for changes under the run's folders and hands each batch to a
/// round, until SIGINT or SIGTERM, which end it between rounds (or at once, while it waits).
struct WatchSession {
    let watcher: any FolderWatcher

    init(_ paths: WatchedPaths, polling: Bool) {
        #if canImport(Glibc)
            watcher = (polling ? nil : InotifyWatcher(paths)) ?? PollingWatcher(paths)
        #else
            watcher = PollingWatcher(paths)  // FSEvents and kqueue are not wired up yet: polling on macOS.
        #endif
    }

    /// Runs `round` for each batch of changed paths; returns when interrupted.
    func run(_ round: ([String]) -> Void) {
        let watcher = watcher
        let sources = [SIGINT, SIGTERM].map { signalNumber in
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler { watcher.stop() }
            source.resume()
            return source
        }
        defer { sources.forEach { $0.cancel() } }
        Terminal.writeError("watching for changes (Ctrl-C to stop)\n")
        // A tenth of a second without another event: an editor's save (a new file, a rename) is one change.
        while let changed = watcher.waitForChanges(settle: 0.1) {
            guard !changed.isEmpty else { continue }
            round(changed)
        }
        Terminal.writeError("stopped watching\n")
    }

    /// What a round says happened: a file's name, how many more, and "deleted" when none of them is there
    /// any longer, "changed" otherwise.
    static func describe(_ changed: [String]) -> String {
        let first = changed.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? ""
        let names = changed.count == 1 ? first : "\(first) and \(changed.count - 1) more"
        let deleted = !changed.isEmpty && changed.allSatisfy { !FileManager.default.fileExists(atPath: $0) }
        return names + (deleted ? " deleted" : " changed")
    }
}
