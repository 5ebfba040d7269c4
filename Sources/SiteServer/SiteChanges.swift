import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How many times the site was written again, for pages waiting to reload, and the pipe that wakes the
/// server's loop when it changes (the loop answers the pages that wait: ``SiteEventLoop``).
final class SiteChanges: @unchecked Sendable {
    private let lock = NSLock()
    private var current = 0
    /// Read by the loop (`poll`), written a byte a change; both ends non-blocking.
    let wakeReader: Int32
    private let wakeWriter: Int32

    init() throws {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw SiteServerError("no pipe for the server's loop (\(String(cString: strerror(errno))))") }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        (wakeReader, wakeWriter) = (ends[0], ends[1])
    }

    var epoch: Int { lock.withLock { current } }

    func advance() {
        lock.withLock { current += 1 }
        // A full pipe (the loop has a wake-up to read already) is as good as a byte written.
        var byte: UInt8 = 1
        _ = write(wakeWriter, &byte, 1)
    }

    /// Empties the pipe: the loop is awake.
    func drain() {
        var bytes = [UInt8](repeating: 0, count: 64)
        while read(wakeReader, &bytes, bytes.count) > 0 {}
    }
}
