import Dispatch

/// The threads that `ConcurrentMap` and `BackgroundWork` run on: Dispatch's global pool.
public enum WorkerThreads {
    /// Has the pool make its first thread now, while the process does its serial start (argument
    /// parsing, the folder search): made when the first parallel work arrives, it started well after that
    /// work, a core idle meanwhile (docs/PERFORMANCE.md, "The comments' figures").
    public static func startEarly() {
        DispatchQueue.global().async {}
    }
}
