import Foundation

/// Where the tests find programs, and whether they run in CI. A test that needs a program declares it
/// with `.requires(_:)` (`RequiredTool`): outside CI a missing one skips the test, with the reason; in CI
/// (`CI` set) it is a failure, so that nothing passes there unseen.
public enum ExternalTool {
    public static let isCI = ProcessInfo.processInfo.environment["CI"] != nil
    /// The sanitizer the suite was built with, as `Scripts/sanitizers` says (`address`, `thread`); nil
    /// in a plain build. Instrumented code runs several times slower, so time budgets mean nothing there.
    public static let sanitizer = ProcessInfo.processInfo.environment["CDLGEN_SANITIZER"]

    /// The benchmark corpus generator, which is not part of the repository: `$CDLGEN_MAKE_CORPUS`, else
    /// `shared/bench/make-corpus` beside the repository (where the team keeps it), else in `/work/shared`
    /// (where it is on these machines, wherever a clone is); nil when none is there.
    public static func makeCorpus(besides packageRoot: URL) -> String? {
        let candidates: [String?] = [
            ProcessInfo.processInfo.environment["CDLGEN_MAKE_CORPUS"],
            packageRoot.deletingLastPathComponent().appendingPathComponent("shared/bench/make-corpus").path,
            "/work/shared/bench/make-corpus",
        ]
        return candidates.compactMap { $0 }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The program's path on PATH, or nil.
    public static func path(of name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
