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
}
