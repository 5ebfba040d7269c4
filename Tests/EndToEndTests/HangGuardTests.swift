import CDLGenTestSupport
import Foundation
import Testing

/// A child that hangs is ended at the hang guard with everything it started, and the test that ran it
/// fails instead of waiting for ever (here the guard is a second: the child never ends by itself).
@Suite struct HangGuardTests {
    @Test func aHungChildIsEndedWithEverythingItStarted() throws {
        let mark = "\(Int.random(in: 100_000...999_999)).5"  // sleep's argument: how its processes are found
        withKnownIssue("the hang guard records the hang") {
            let result = try CDLGenProcess.run(
                executable: URL(fileURLWithPath: "/bin/sh"), ["-c", "sleep \(mark) & sleep \(mark); wait"],
                in: TestRun.folder, environment: [:], hangGuard: 1)
            #expect(result.status != 0)
        }
        #expect(Self.running(withArgument: mark).isEmpty, "still running: \(Self.running(withArgument: mark))")
    }

    /// The processes (not zombies) whose command line holds `argument`.
    static func running(withArgument argument: String) -> [Int32] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap(Int32.init).filter { pid in
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                let state = stat.split(separator: ")").last?.split(separator: " ").first, state != "Z",
                let command = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline")
            else { return false }
            return String(decoding: command, as: UTF8.self).split(separator: "\0").contains { $0 == argument }
        }
    }
}
