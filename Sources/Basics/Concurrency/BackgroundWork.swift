import Dispatch

/// Work started on another core, its value collected when the caller needs it: what a run reads beside
/// its main line of work (`validate` reads the Core Data model while it searches the definition folders).
public final class BackgroundWork<Value: Sendable>: @unchecked Sendable {
    // Written once by the worker before it signals; read only after `wait` has seen the signal.
    private var value: Value?
    private let finished = DispatchSemaphore(value: 0)

    public init(_ work: @escaping @Sendable () -> Value) {
        DispatchQueue.global().async { [self] in
            value = work()
            finished.signal()
        }
    }

    /// The work's value, once it is done. Call it once.
    public func wait() -> Value {
        finished.wait()
        return value!
    }
}
