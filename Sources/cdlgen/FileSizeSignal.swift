#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// SIGXFSZ, which the kernel sends a process that writes past its file-size limit (`ulimit -f`), ended
/// cdlgen with no message and a temporary file left beside each target. Ignored, the write fails with
/// EFBIG instead, as on a full disk: the writer removes its temporary file and the path is reported
/// (exit status 2). Children (git) inherit the setting, and so fail the same way.
enum FileSizeSignal {
    static func ignore() {
        _ = signal(SIGXFSZ, SIG_IGN)
    }
}
