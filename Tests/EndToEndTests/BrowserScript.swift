import Foundation

/// Runs one of `Tests/Browser`'s scripts (headless Chromium over the DevTools pipe, Python standard
/// library only) and reads the JSON it writes.
enum BrowserScript {
    /// Where the browser tests keep what a person may want to look at after a run: results and
    /// screenshots (`.build/browser-artifacts/`, or `$BROWSER_ARTIFACTS`; CI uploads it).
    static let artifacts: URL =
        ProcessInfo.processInfo.environment["BROWSER_ARTIFACTS"].map(URL.init(fileURLWithPath:))
        ?? CDLGenProcess.packageRoot.appendingPathComponent(".build/browser-artifacts")

    /// `python3 Tests/Browser/<script> --out <out> <arguments>`; its result, once it exited with 0.
    static func run(_ script: String, _ arguments: [String], out: URL, chromium: String) throws -> [String: Any] {
        let path = CDLGenProcess.packageRoot.appendingPathComponent("Tests/Browser").appendingPathComponent(script).path
        try FileManager.default.createDirectory(at: out.deletingLastPathComponent(), withIntermediateDirectories: true)
        let run = try CDLGenProcess.run(
            executable: URL(fileURLWithPath: "/usr/bin/env"), ["python3", path, "--out", out.path] + arguments,
            // The scripts import headless_chromium.py: no __pycache__ beside it in the source tree.
            in: CDLGenProcess.packageRoot, environment: ["CHROMIUM": chromium, "PYTHONDONTWRITEBYTECODE": "1"])
        guard run.status == 0 else { throw Failure(description: "\(script) exited with \(run.status): \(run.stderr)") }
        guard let result = try JSONSerialization.jsonObject(with: Data(contentsOf: out)) as? [String: Any] else {
            throw Failure(description: "\(script) wrote no JSON object to \(out.path)")
        }
        return result
    }

    /// Thrown rather than recorded: the sample site's inspection runs once, outside any one test.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }
}
