import Foundation
import Testing

/// The house style (`.swift-format` at the root) holds for every Swift file of the package, as the
/// toolchain's `swift format lint --strict` reads it (issue 28): a failure lists file, line and rule.
/// `swift format format --in-place --recursive` with the same paths fixes nearly all of it.
@Suite struct SourceFormatTests {
    @Test func everySwiftFileFollowsTheHouseStyle() throws {
        let result = try CDLGenProcess.run(
            executable: URL(fileURLWithPath: "/usr/bin/env"),
            [
                "swift", "format", "lint", "--strict", "--recursive", "Package.swift", "Sources", "Tests", "Plugins", "Fuzz/Package.swift",
                "Fuzz/Sources",
            ],
            in: CDLGenProcess.packageRoot, environment: ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"])
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
    }
}
