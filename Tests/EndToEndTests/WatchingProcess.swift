import CDLGenTestSupport
import Foundation

/// `cdlgen … --watch` running in the background: its output read as it comes, waited for line by line,
/// and stopped with SIGINT as Ctrl-C stops it.
final class WatchingProcess: @unchecked Sendable {
    private let process = Process()
    private let lock = NSLock()
    private var stdout = "", stderr = ""

    /// With `openFileLimit`, cdlgen runs under `ulimit -n` that many (through `/bin/sh`, which `exec`s it:
    /// the process is cdlgen's).
    init(_ arguments: [String], in folder: URL, openFileLimit: Int? = nil) throws {
        if let openFileLimit {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "ulimit -n \(openFileLimit) && exec \"$0\" \"$@\"", CDLGenProcess.binary.path] + arguments
        } else {
            process.executableURL = CDLGenProcess.binary
            process.arguments = arguments
        }
        process.currentDirectoryURL = folder
        process.environment = ["NO_COLOR": "1", "PATH": "/usr/bin:/bin"]
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        read(out.fileHandleForReading) { self.stdout += $0 }
        read(err.fileHandleForReading) { self.stderr += $0 }
    }

    private func read(_ handle: FileHandle, into append: @escaping @Sendable (String) -> Void) {
        Thread { [lock] in
            while case let data = handle.availableData, !data.isEmpty {
                let text = String(decoding: data, as: UTF8.self)
                lock.withLock { append(text) }
            }
        }.start()
    }

    var output: (stdout: String, stderr: String) { lock.withLock { (stdout, stderr) } }

    var processIdentifier: Int32 { process.processIdentifier }

    /// Waits until `condition` holds of the output, up to `timeout` seconds (a hang guard, never a
    /// speed target); whether it did.
    @discardableResult
    func wait(timeout: Double = TestRun.hangGuardSeconds, for condition: ((stdout: String, stderr: String)) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if condition(output) { return true }
            Thread.sleep(forTimeInterval: 0.02)
        }
        return condition(output)
    }

    /// SIGINT, and the exit status.
    func interrupt() -> Int32 {
        process.interrupt()
        process.waitUntilExit()
        return process.terminationStatus
    }

    deinit {
        if process.isRunning { process.terminate() }
    }
}
