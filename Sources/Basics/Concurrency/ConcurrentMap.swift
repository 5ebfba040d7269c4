import Dispatch

/// `(0..<count).map(transform)` on every core, results in index order. Each result is moved into the
/// array that is returned, so nothing is left behind to leak (an earlier hand-rolled buffer kept a
/// retained copy of every report, found by the pipeline fuzzer's leak checker).
package enum ConcurrentMap {
    @inlinable package static func map<Result>(_ count: Int, _ transform: @Sendable (Int) -> Result) -> [Result] {
        // An empty array's storage is one shared object: setting its count from two threads at once (a
        // map of nothing inside another map) is a data race, which ThreadSanitizer found.
        guard count > 0 else { return [] }
        return Array(unsafeUninitializedCapacity: count) { buffer, initializedCount in
            nonisolated(unsafe) let start = buffer.baseAddress
            DispatchQueue.concurrentPerform(iterations: count) { index in
                (start! + index).initialize(to: transform(index))
            }
            initializedCount = count
        }
    }
}
