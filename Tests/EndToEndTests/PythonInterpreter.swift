import Foundation
import Testing

/// A Python 3 that can import the modules a test needs (jsonschema, yaml): the one on `PATH`, else
/// Debian's `/usr/bin/python3`, where `apt-get install python3-jsonschema python3-yaml` puts them.
enum PythonInterpreter {
    static func find(importing modules: [String]) -> URL? {
        let onPath = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map {
            URL(fileURLWithPath: String($0)).appendingPathComponent("python3")
        }
        for candidate in onPath + [URL(fileURLWithPath: "/usr/bin/python3")]
        where FileManager.default.isExecutableFile(atPath: candidate.path) {
            let check = try? CDLGenProcess.run(
                executable: candidate, ["-c", "import " + modules.joined(separator: ", ")], in: CDLGenProcess.packageRoot, environment: [:])
            if check?.status == 0 { return candidate }
        }
        return nil
    }

    /// `find(importing:)`, recording a failure on CI when there is none: `.ci/run` installs the modules,
    /// so there a missing one must not pass unseen. Elsewhere the test is skipped.
    static func require(_ modules: [String]) -> URL? {
        let python = find(importing: modules)
        if python == nil, ProcessInfo.processInfo.environment["CI"] != nil {
            Issue.record(
                "no python3 can import \(modules.joined(separator: ", ")); .ci/run installs python3-\(modules.joined(separator: " python3-"))"
            )
        }
        return python
    }
}
