#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// CPU seconds the calling thread has used: a cost for `Growth` that other threads' work does not add
/// to, as it would to wall time.
public enum ThreadCPUTime {
    public static func seconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// The thread's CPU seconds that `work` takes.
    public static func of(_ work: () throws -> Void) rethrows -> Double {
        let start = seconds()
        try work()
        return seconds() - start
    }
}
