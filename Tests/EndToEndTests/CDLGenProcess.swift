import CDLGenTestSupport
import Foundation
import Testing

/// Runs the built `cdlgen` binary, as a user or CI would.
struct CDLGenProcess {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The package's root folder, for running in the sample project.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    /// This test target's folder, where `Fixtures/` and `Snapshots/` are.
    static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    /// `cdlgen` sits beside the test bundle in the build folder (or where `CDLGEN_BINARY` says).
    static let binary: URL = {
        if let path = ProcessInfo.processInfo.environment["CDLGEN_BINARY"] { return URL(fileURLWithPath: path) }
        let bundle = Bundle.main.bundleURL
        let candidates = [bundle, bundle.deletingLastPathComponent()].map { $0.appendingPathComponent("cdlgen") }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
    }()

    @discardableResult
    static func run(
        _ arguments: [String], in directory: URL = packageRoot, environment: [String: String] = ["NO_COLOR": "1"]
    ) throws -> Result {
        try run(executable: binary, arguments, in: directory, environment: environment)
    }

    /// Runs `executable`; one still running after `hangGuard` seconds is killed and the test fails.
    static func run(
        executable: URL, _ arguments: [String], in directory: URL, environment: [String: String],
        hangGuard: Double = TestRun.hangGuardSeconds
    ) throws -> Result {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("cdlgen-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: output) }
        let stdoutURL = output.appendingPathComponent("stdout"), stderrURL = output.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: stdoutURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: stderrURL.path, contents: nil)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var processEnvironment = ProcessInfo.processInfo.environment
        processEnvironment.removeValue(forKey: "NO_COLOR")
        process.environment = processEnvironment.merging(environment) { $1 }
        process.standardOutput = try FileHandle(forWritingTo: stdoutURL)
        process.standardError = try FileHandle(forWritingTo: stderrURL)
        process.standardInput = FileHandle.nullDevice
        let ended = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in ended.signal() }
        try process.run()
        if ended.wait(timeout: .now() + hangGuard) == .timedOut {
            Issue.record("\(executable.lastPathComponent) \(arguments.joined(separator: " ")) still ran after the hang guard: killed")
            // With everything it started: Foundation reports a child's end only once all of it has ended.
            TestRun.endProcessTree(process.processIdentifier)
            if ended.wait(timeout: .now() + hangGuard) == .timedOut {
                return Result(status: -1, stdout: "", stderr: "killed after the hang guard; its end was never reported")
            }
        }
        return Result(
            status: process.terminationStatus,
            stdout: try String(contentsOf: stdoutURL, encoding: .utf8),
            stderr: try String(contentsOf: stderrURL, encoding: .utf8))
    }
}
