import Foundation

/// The requests the client cancelled (`$/cancelRequest`), noted by the reading thread as the notice
/// arrives and taken by the queue that handles requests, which answers them `RequestCancelled`.
final class CancelledRequests: @unchecked Sendable {
    private let lock = NSLock()
    private var ids: Set<RequestID> = []

    func cancel(_ id: RequestID) {
        lock.withLock { _ = ids.insert(id) }
    }

    /// Whether `id` was cancelled; forgets it either way (an id is answered once).
    func take(_ id: RequestID) -> Bool {
        lock.withLock { ids.remove(id) != nil }
    }
}
