#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How much the server holds at once and for how long: whatever a client does, it keeps at most
/// ``connections`` sockets open (under half the process's open-file limit, so `accept` never meets
/// EMFILE because of its own connections and the watch rounds keep room for their files), of which at
/// most ``waiting`` are pages waiting for a change, and one thread.
struct SiteLimits {
    /// Connections open at once. At the limit, each new connection closes the oldest one that is not a
    /// page waiting for a change (one still sending its request, or still being sent its answer).
    var connections: Int
    /// Pages waiting for a change at once (`/_cdlgen/epoch`); past it a page is answered 503 with
    /// `Retry-After: 1`, and its script asks again a second later.
    var waiting: Int
    /// The process's open-file limit the two come from (nil: none), for the warning at the limit.
    var openFiles: Int?
    /// From its first byte, a connection has this long to send its whole request line and headers
    /// (a slowloris sending a byte a second is closed when it is up, whatever it has sent).
    var requestSeconds: Double = 10
    /// A request line and headers are at most this long (431 past it).
    var requestBytes = 16 << 10
    /// A page waits this long for a change, then is answered the number it has (and asks again).
    var waitSeconds: Double = 20
    /// An answer must be taken by the client within this long, or the connection is closed.
    var answerSeconds: Double = 30
    /// After `accept` fails for want of descriptors or memory, this long before the next try (the
    /// connections already open are served meanwhile).
    var acceptPauseSeconds: Double = 0.1
    /// New connections taken at most per turn of the loop, so that requests already in are read first.
    var acceptsPerTurn = 16

    /// Half the soft open-file limit (RLIMIT_NOFILE), between 16 and 512; a quarter of that for pages
    /// waiting (at least 4). Under macOS's default 256: 128 connections, 32 waiting pages.
    static func forThisProcess() -> SiteLimits {
        let openFiles = softOpenFileLimit()
        let connections = min(512, max(16, (openFiles ?? 1024) / 2))
        return SiteLimits(connections: connections, waiting: max(4, connections / 4), openFiles: openFiles)
    }

    private static func softOpenFileLimit() -> Int? {
        var limit = rlimit()
        #if canImport(Glibc)
            let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
        #else
            let resource = RLIMIT_NOFILE
        #endif
        guard getrlimit(resource, &limit) == 0, limit.rlim_cur < 1 << 30 else { return nil }  // RLIM_INFINITY on either system
        return Int(clamping: limit.rlim_cur)
    }
}
