import CDLGenTestSupport
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Runs the built `cdlgen` and measures what it cost: peak memory and CPU time, wall time, and whether
/// it had to be killed for running too long.
///
/// Peak memory comes from GNU time (`/usr/bin/time`, Debian's `time` package), which forks its child:
/// the kernel's figure for a process started by `posix_spawn` (a vfork) counts the memory of the
/// process that spawned it — here the whole test runner. Without GNU time, the `wait4` figure is used,
/// an upper bound. The child runs in a process group of its own, so that a kill at the deadline reaches
/// cdlgen too, and through `/bin/sh` only to change directory and, for the full-disk cases, to lower
/// the file-size limit; `exec` makes cdlgen the very process that is measured.
struct MeasuredProcess {
    struct Result {
        var status: Int32
        /// The signal that ended the process, if one did (a crash, or the kill after `deadline`).
        var signal: Int32?
        var stdout: String
        var stderr: String
        /// User and system CPU time.
        var cpuSeconds: Double
        var wallSeconds: Double
        var peakResidentBytes: Int
        /// Killed at the deadline: a hang.
        var timedOut: Bool

        var summary: String {
            String(
                format: "exit %d, %.2f s CPU, %.2f s wall, %.0f MiB peak", status, cpuSeconds, wallSeconds,
                Double(peakResidentBytes) / 1_048_576)
        }
    }

    /// Runs `cdlgen arguments…` in `directory`. After `deadline` seconds of wall time the process is
    /// killed. `fileSizeLimitBlocks` lowers RLIMIT_FSIZE (in the shell's blocks); SIGXFSZ is left as it
    /// is, for cdlgen ignores it itself, so that a write past the limit fails with EFBIG as on a full disk.
    /// `standardInput` names a file to read standard input from (a language server's messages); else it
    /// is `/dev/null`.
    static func run(
        _ arguments: [String], in directory: URL, deadline: Double = TestRun.hangGuardSeconds, fileSizeLimitBlocks: Int? = nil,
        standardInput: String? = nil
    ) throws -> Result {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("cdlgen-measured-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: output) }
        let stdoutPath = output.appendingPathComponent("stdout").path, stderrPath = output.appendingPathComponent("stderr").path

        let usagePath = output.appendingPathComponent("usage").path
        let limit = fileSizeLimitBlocks.map { "ulimit -f \($0) && " } ?? ""
        let script = "cd \"$1\" || exit 125; shift; \(limit)exec \"$@\""
        let shell = ["/bin/sh", "-c", script, "sh", directory.path, CDLGenProcess.binary.path] + arguments
        let timed = FileManager.default.isExecutableFile(atPath: "/usr/bin/time")
        let argv = timed ? ["/usr/bin/time", "-f", "%M %U %S", "-o", usagePath] + shell : shell
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, standardInput ?? "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, stdoutPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, stderrPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // SIGXFSZ at its default and no signal blocked, whatever the test's thread has: cdlgen must
        // ignore SIGXFSZ itself (a blocked one would be never delivered, and the write fail as if ignored).
        var defaults = sigset_t(), unblocked = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGXFSZ)
        sigemptyset(&unblocked)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &unblocked)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        posix_spawnattr_setpgroup(&attributes, 0)

        let cArguments = argv.map { strdup($0) } + [nil]
        let cEnvironment = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (cArguments + cEnvironment).forEach { free($0) } }

        let start = Date()
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, argv[0], &actions, &attributes, cArguments, cEnvironment)
        guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EINVAL) }

        var status: Int32 = 0
        var usage = rusage()
        var timedOut = false
        while true {
            let reaped = wait4(pid, &status, WNOHANG, &usage)
            if reaped == pid { break }
            if reaped < 0 && errno != EINTR { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .ECHILD) }
            if !timedOut && Date().timeIntervalSince(start) > deadline {
                timedOut = true
                kill(-pid, SIGKILL)
            }
            usleep(5_000)
        }
        let wall = Date().timeIntervalSince(start)
        var signal: Int32? = status & 0x7F == 0 ? nil : status & 0x7F
        var exitStatus = signal == nil ? (status >> 8) & 0xFF : -1
        var cpu = Self.seconds(usage.ru_utime) + Self.seconds(usage.ru_stime), peak = usage.ru_maxrss * 1_024
        // GNU time's report: "Command terminated by signal N" when it was, then "%M %U %S".
        if timed, let report = try? String(contentsOfFile: usagePath, encoding: .utf8) {
            let lines = report.split(separator: "\n")
            if let line = lines.first(where: { $0.hasPrefix("Command terminated by signal ") }) {
                signal = Int32(line.dropFirst("Command terminated by signal ".count))
                exitStatus = -1
            }
            let fields = lines.last?.split(separator: " ").compactMap { Double($0) } ?? []
            if fields.count == 3 {
                peak = Int(fields[0]) * 1_024
                cpu = fields[1] + fields[2]
            }
        }
        return Result(
            status: exitStatus, signal: signal,
            stdout: String(decoding: try Data(contentsOf: URL(fileURLWithPath: stdoutPath)), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: URL(fileURLWithPath: stderrPath)), as: UTF8.self),
            cpuSeconds: cpu, wallSeconds: wall, peakResidentBytes: peak, timedOut: timedOut)
    }

    private static func seconds(_ time: timeval) -> Double {
        Double(time.tv_sec) + Double(time.tv_usec) / 1_000_000
    }
}
