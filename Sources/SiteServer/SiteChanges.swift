import Foundation

/// How many times the site was written again, for pages waiting to reload: a request with the number it
/// last saw waits (up to 20 s, then the page asks again) until there is a newer one.
final class SiteChanges: @unchecked Sendable {
    private let condition = NSCondition()
    private var current = 0

    func advance() {
        condition.withLock {
            current += 1
            condition.broadcast()
        }
    }

    /// The current number as soon as it differs from `after` (at once for a page that has seen none).
    func epoch(after: Int) -> Int {
        condition.withLock {
            let deadline = Date().addingTimeInterval(20)
            while current == after && condition.wait(until: deadline) {}
            return current
        }
    }
}
