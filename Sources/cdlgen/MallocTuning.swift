internal import CMalloc

/// Process-wide settings of glibc's allocator, made before any work starts.
enum MallocTuning {
    /// Each worker thread's malloc arena grows by as little as each request needs, one `mprotect` call at a time:
    /// validating definitions against a model spent a good part of its time in those calls when every definition
    /// was kept until the model phase (issue 8; they are freed as they are checked now, and the pad still spares the
    /// many small growths of a run's decoding; docs/PERFORMANCE.md, "The comments' figures"). A generous top pad grows
    /// an arena in large steps; it reserves address space, and only the pages written to take memory.
    static func apply() {
        #if os(Linux)
            _ = mallopt(M_TOP_PAD, 16 << 20)
        #endif
    }

    /// Before a command starts other programs (`diff` runs git): Foundation's `Process.run()` on Linux
    /// (swift-corelibs-foundation before its PR #5472, so every 6.3 toolchain) copies 256 bytes from each
    /// entry readdir gives for /proc/self/fd, past the end of glibc's 32 KiB directory buffer when the last
    /// entry sits at its end, and dies where the next page is not mapped (docs/TESTING.md, "Process.run() on
    /// Linux"). Mapped on its own, as every block of 32 KiB and more then is, the buffer has most of a page
    /// after it.
    static func beforeSpawning() {
        #if os(Linux)
            _ = mallopt(M_MMAP_THRESHOLD, 32 << 10)
        #endif
    }
}
