import CDLGenTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `cdlgen diff` of a repository someone else made (issue 36, item 10): what its `.git/config` names is
/// never run, a path outside it is named as such, and the temporary folders git's output goes through
/// do not pile up when a run is killed.
@Suite struct DiffUntrustedRepositoryTests {
    @Test func aRepositorysConfiguredCommandsAreNotRun() throws {
        let history = try ScriptedHistory()
        let markers = try TemporaryFolder(), scripts = try TemporaryFolder()
        func script(_ name: String, _ body: String) throws -> String {
            let path = try scripts.write(name, "#!/bin/sh\ntouch '\(markers.path)/\(name)'\n\(body)\n")
            guard chmod(path, 0o755) == 0 else { throw POSIXError(.EPERM) }
            return path
        }
        // Committed before any filter is configured, so that the test's own git runs none.
        try history.folder.write(".gitattributes", "*.plist filter=planted diff=planted\n*.json filter=planted diff=planted\n")
        try history.git("add", ".gitattributes")
        try history.commit("attributes")
        try history.git("config", "core.fsmonitor", try script("fsmonitor", "exit 1"))
        try history.git("config", "filter.planted.clean", try script("clean", "cat"))
        try history.git("config", "filter.planted.smudge", try script("smudge", "cat"))
        try history.git("config", "diff.planted.textconv", try script("textconv", "cat \"$1\""))
        try history.git("config", "diff.planted.command", try script("diff-driver", "exit 0"))
        try history.git("config", "diff.external", try script("external-diff", "exit 0"))
        try history.git("config", "core.pager", try script("pager", "cat"))
        try history.git("config", "core.hooksPath", scripts.path)
        for hook in ["post-index-change", "post-checkout", "reference-transaction"] { _ = try script(hook, "exit 0") }

        // One definition changed; another touched only, so that git must read it again to know.
        try history.edit("Definitions/Events/EventDetailView.plist") {
            $0.replacingOccurrences(of: "attributeKeyPath = name;", with: "attributeKeyPath = title;")
        }
        let touched = history.url.appendingPathComponent("Definitions/Tasks/TaskDetailView.json").path
        // A new modification time (a stamp, not a wait): git must read the file again to know it is the same.
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: 120)], ofItemAtPath: touched)

        for arguments in [["diff"], ["diff", "HEAD~1", "HEAD"], ["diff", "--format", "json", "HEAD"]] {
            let run = try history.cdlgen(arguments)
            #expect(run.status == 0 || run.status == 1, "\(arguments): \(run.stderr)")
            let ran = try FileManager.default.contentsOfDirectory(atPath: markers.path).sorted()
            #expect(ran.isEmpty, "cdlgen \(arguments.joined(separator: " ")) ran the repository's \(ran)")
        }
        let changed = try history.cdlgen(["diff"])
        #expect(changed.stdout.contains("EventDetailView.plist"), "\(changed.stdout)")
    }

    /// `diff HEAD~1 HEAD ../outside` named the revisions as missing; the path is the trouble.
    @Test func aPathOutsideTheRepositoryIsNamed() throws {
        let history = try ScriptedHistory()
        try history.commit(allowingEmpty: "second")
        let outside = try TemporaryFolder()
        try outside.write("View.plist", "( )")
        let top = history.url.resolvingSymlinksInPath().path
        let run = try history.cdlgen(["diff", "HEAD~1", "HEAD", outside.path])
        #expect(run.status == 2)
        #expect(run.stderr == "cdlgen: error: \(outside.path) is outside the repository \(top)\n", "\(run.stderr)")
    }

    /// A run killed by a signal leaves its `cdlgen-git-PID.…` folder; the next run removes it once that
    /// process is gone, and leaves a running process's folder and names it does not know alone.
    @Test func foldersOfEndedRunsAreRemovedByTheNextRun() throws {
        let history = try ScriptedHistory()
        let temporary = try TemporaryFolder()
        let left = "cdlgen-git-\(EndedProcess.identifier).left-by-a-killed-run"
        let running = "cdlgen-git-\(getpid()).of-a-running-process"
        let unknown = "cdlgen-git-0A1B2C3D-of-an-older-version"
        try temporary.write(left + "/out", "output")
        for name in [running, unknown] {
            try FileManager.default.createDirectory(atPath: temporary.path + "/" + name, withIntermediateDirectories: true)
        }
        let run = try history.cdlgen(["diff"], adding: ["TMPDIR": temporary.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path).sorted() == [running, unknown].sorted())
    }
}
