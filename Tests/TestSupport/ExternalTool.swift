import Foundation

/// Where the tests find programs, and whether they run in CI. A test that needs a program declares it
/// with `.requires(_:)` (`RequiredTool`): outside CI a missing one skips the test, with the reason; in CI
/// (`CI` set) it is a failure, so that nothing passes there unseen.
public enum ExternalTool {
    public static let isCI = ProcessInfo.processInfo.environment["CI"] != nil
    /// The sanitizer the suite was built with, as `Scripts/sanitizers` says (`address`, `thread`); nil
    /// in a plain build. Instrumented code runs several times slower, so time budgets mean nothing there.
    public static let sanitizer = ProcessInfo.processInfo.environment["CDLGEN_SANITIZER"]

    /// The benchmark corpus generator, which is not part of the repository, as `Scripts/find-make-corpus`
    /// finds it (docs/TESTING.md, "The corpus generator"): one place looks, for the scripts and the tests.
    /// Asked once a run; nil when there is none.
    public static let makeCorpus: String? = {
        let finder = Process()
        finder.executableURL = packageRoot.appendingPathComponent("Scripts/find-make-corpus")
        let output = Pipe()
        finder.standardOutput = output
        finder.standardError = FileHandle.nullDevice
        guard (try? finder.run()) != nil else { return nil }
        let path = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        finder.waitUntilExit()
        return finder.terminationStatus == 0 && !path.isEmpty ? path : nil
    }()

    /// The program's path on PATH, or nil.
    public static func path(of name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
