import Foundation

/// A progress count on standard error that rewrites itself (`rendering 1200/2000`), for terminals only.
/// Updated at most every tenth of a second, so printing costs nothing next to the work.
final class ProgressLine: @unchecked Sendable {
    private let label: String
    private let lock = NSLock()
    private var lastUpdate = DispatchTime.now()
    private var shown = false

    init(label: String) {
        self.label = label
    }

    func update(_ done: Int, of total: Int) {
        lock.withLock {
            let now = DispatchTime.now()
            guard done == total || now.uptimeNanoseconds - lastUpdate.uptimeNanoseconds > 100_000_000 else { return }
            lastUpdate = now
            shown = true
            Terminal.writeError("\r\(label) \(done)/\(total)")
        }
    }

    /// Clears the line, so what follows starts clean.
    func finish() {
        lock.withLock {
            if shown { Terminal.writeError("\r\u{1B}[K") }
        }
    }
}
