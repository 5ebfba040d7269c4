import CDLGenTestSupport
import Foundation

/// A folder to run the README's commands in, as a reader would after cloning: copies of `Definitions/` and
/// `docs/` (nothing a command writes reaches the repository), the built `cdlgen` first on PATH, and a HOME of
/// its own, so that what a command puts under `~` (completion scripts) stays in the folder too.
final class ReadmeSandbox {
    let folder: TemporaryFolder
    var url: URL { folder.url.appendingPathComponent("repository") }
    var home: URL { folder.url.appendingPathComponent("home") }
    private var bin: URL { folder.url.appendingPathComponent("bin") }

    init() throws {
        folder = try TemporaryFolder()
        let fileManager = FileManager.default
        for path in [url, home, bin] { try fileManager.createDirectory(at: path, withIntermediateDirectories: true) }
        for name in ["Definitions", "docs"] {
            try fileManager.copyItem(
                at: CDLGenProcess.packageRoot.appendingPathComponent(name), to: url.appendingPathComponent(name))
        }
        try fileManager.createSymbolicLink(at: bin.appendingPathComponent("cdlgen"), withDestinationURL: CDLGenProcess.binary)
    }

    /// Runs one command line with `sh`, standard error into standard output as on a terminal.
    func run(_ command: String) throws -> CDLGenProcess.Result {
        try CDLGenProcess.run(
            executable: URL(fileURLWithPath: "/bin/sh"), ["-c", "exec 2>&1\n" + command], in: url,
            environment: [
                "PATH": bin.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"),
                "HOME": home.path, "XDG_CONFIG_HOME": home.appendingPathComponent(".config").path,
                "XDG_DATA_HOME": home.appendingPathComponent(".local/share").path,
                "NO_COLOR": "1", "MANPAGER": "cat", "PAGER": "cat",
            ])
    }

    /// A file of the copy, by its path relative to the repository.
    func file(_ path: String) -> URL { url.appendingPathComponent(path) }
}
