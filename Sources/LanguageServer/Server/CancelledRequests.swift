import Foundation

/// The requests read but not yet answered, and which of them the client cancelled (`$/cancelRequest`).
/// The reading thread notes each request as it arrives and each cancellation at once, without waiting for
/// the session (`ServerSession`), which asks whether one was cancelled and forgets it once answered. A cancellation of
/// a request already answered (or never sent) is dropped, so nothing here outlives its request.
///
/// `@unchecked Sendable`: the reading thread and the session share it, and every member is read and written under `lock`
/// (`Mutex` needs macOS 15; the package supports 13).
final class CancelledRequests: @unchecked Sendable {
    private let lock = NSLock()
    private var pending: Set<RequestID> = []
    private var cancelled: Set<RequestID> = []

    /// A request was read: it may be cancelled until it is answered.
    func received(_ id: RequestID) {
        lock.withLock { _ = pending.insert(id) }
    }

    /// The client cancelled `id`: noted while it waits or runs, dropped once it is answered.
    func cancel(_ id: RequestID) {
        lock.withLock {
            guard pending.contains(id) else { return }
            cancelled.insert(id)
        }
    }

    /// Whether the client cancelled `id`, which is still to be answered.
    func isCancelled(_ id: RequestID) -> Bool {
        lock.withLock { cancelled.contains(id) }
    }

    /// `id` was answered: forgotten, with its cancellation if it had one.
    func answered(_ id: RequestID) {
        lock.withLock {
            pending.remove(id)
            cancelled.remove(id)
        }
    }

    /// How many ids are remembered, pending and cancelled: no more than the requests still to be answered.
    var count: Int {
        lock.withLock { pending.count + cancelled.count }
    }
}
