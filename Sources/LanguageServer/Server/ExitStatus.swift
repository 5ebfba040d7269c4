import Dispatch

/// The status `run(input:)` returns, handed from the task that drains the session to the reading thread,
/// which waits for it: the semaphore orders the write before the read.
///
/// `@unchecked Sendable`: `status` is written once, before `finished` is signalled, and read after it.
final class ExitStatus: @unchecked Sendable {
    private let finished = DispatchSemaphore(value: 0)
    private var status: Int32 = 1

    func set(_ status: Int32) {
        self.status = status
        finished.signal()
    }

    /// Blocks the calling thread (the reading thread, never one of the concurrency pool's) until `set`.
    func wait() -> Int32 {
        finished.wait()
        return status
    }
}
