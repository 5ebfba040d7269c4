import CDLGenTestRuntime
import Foundation

/// The test process's run, as `Tests/TestRuntime` sets it up before the first test: every temporary
/// file of the run (the tests', and those of every process they start, through `TMPDIR`) is in one
/// folder that goes when the run ends or is interrupted, and so does every process the tests started.
public enum TestRun {
    /// The run's temporary folder; what `FileManager.default.temporaryDirectory` names for the run.
    public static var folder: URL {
        let path = String(cString: cdlgen_test_run_folder())
        return path.isEmpty ? FileManager.default.temporaryDirectory : URL(fileURLWithPath: path, isDirectory: true)
    }

    /// How long a test waits for something that must happen before it calls it a hang. Only a hang
    /// reaches it: a test never waits this long for something that happens, however busy the machine,
    /// and no test asserts how fast anything is (that is `Scripts/benchmark --check`'s job). Ten minutes:
    /// a wait ends as soon as what it waits for happens, so a long guard costs a passing test nothing.
    public static let hangGuardSeconds: Double = 600

    /// The same for a nested `swift build` (`NestedPackage`), which takes a minute and a half alone and
    /// ran past two minutes with the machine at a load of 20 (four other builds and stress-ng on two
    /// cores), where the main build took 19 minutes: an hour, inside CI's own limit of ninety minutes.
    public static let buildHangGuardSeconds: Double = 3_600

    /// Ends a process that hangs and every process it started (SIGSTOP on each, then SIGKILL), so that
    /// nothing of it runs on after the test; how many there were.
    @discardableResult
    public static func endProcessTree(_ pid: Int32) -> Int {
        Int(cdlgen_test_end_process_tree(pid))
    }
}
