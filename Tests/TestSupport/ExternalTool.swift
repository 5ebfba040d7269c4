import Foundation

/// Programs the tests run from PATH (python3, plutil). Outside CI a missing one skips the tests that need
/// it, with the reason; in CI (`CI` set) it is a failure, so that nothing passes there unseen.
public enum ExternalTool {
    public static let isCI = ProcessInfo.processInfo.environment["CI"] != nil

    /// The program's path on PATH, or nil.
    public static func path(of name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
