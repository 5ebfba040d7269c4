import CDLGenTestSupport
import Foundation
import Testing

/// `preview --serve`: the site on 127.0.0.1, the served pages with the reload hook and a policy that
/// allows it while the files on disk stay script-free, nothing served from outside the site, and a page
/// open in Chromium that reloads by itself when a definition is saved.
@Suite struct PreviewServeTests {
    let folder: TemporaryFolder
    var root: String { folder.path + "/Definitions" }

    init() throws {
        folder = try TemporaryFolder.withRepositoryDefinitions()
    }

    /// Starts `preview --serve 0` (under `ulimit -n openFileLimit`); the process and the address it serves.
    func serve(openFileLimit: Int? = nil) throws -> (WatchingProcess, String) {
        let watching = try WatchingProcess(["preview", "-o", "site", "--serve", "0"], in: folder.url, openFileLimit: openFileLimit)
        // Both pipes: each is read on a thread of its own, so stderr's line may arrive before stdout's.
        func servingLine(_ stdout: String) -> Substring? {
            stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().first { $0.hasPrefix("serving ") }
        }
        try #require(
            watching.wait { $0.stderr.contains("watching for changes") && servingLine($0.stdout) != nil }, "\(watching.output)")
        let line = try #require(servingLine(watching.output.stdout))
        return (watching, String(line.dropFirst("serving ".count)))
    }

    /// The answer, or status 0 when none came before the hang guard; `host` replaces the Host header.
    static func fetch(_ url: String, host: String? = nil) throws -> (status: Int, body: String) {
        let result = try CDLGenProcess.run(
            executable: URL(fileURLWithPath: "/usr/bin/curl"),
            ["-s", "--path-as-is", "--noproxy", "*", "-m", String(Int(TestRun.hangGuardSeconds)), "-w", "\n%{http_code}"]
                + (host.map { ["-H", "Host: \($0)"] } ?? []) + [url],
            in: FileManager.default.temporaryDirectory, environment: [:])
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        return (Int(lines.last ?? "") ?? 0, lines.dropLast().joined(separator: "\n"))
    }

    @Test(.requires(.curl)) func theServedSiteReloadsAndTheFilesStayScriptFree() throws {
        try RequiredTool.curl.path()  // what fetch runs
        let (watching, address) = try serve()
        #expect(address.hasPrefix("http://127.0.0.1:") && address.hasSuffix("/"))
        let index = try Self.fetch(address)
        #expect(index.status == 200)
        #expect(index.body.contains("content=\"script-src 'self'; connect-src 'self'; default-src 'none';"))
        #expect(index.body.contains("<script src=\"/_cdlgen/reload.js\"></script>\n</body>"))
        let onDisk = try String(contentsOfFile: folder.path + "/site/index.html", encoding: .utf8)
        #expect(!onDisk.contains("<script") && !onDisk.contains("script-src"))
        #expect(try Self.fetch(address + "Events/EventDetailView.html").status == 200)
        #expect(try Self.fetch(address + "_cdlgen/reload.js").body.contains("location.reload()"))
        // Nothing outside the site: not through `..`, not through a link.
        #expect(try Self.fetch(address + "../Definitions/cdlgen.json").status == 404)
        #expect(try Self.fetch(address + "%2e%2e/Definitions/cdlgen.json").status == 404)
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/site/secret.json", withDestinationPath: root + "/cdlgen.json")
        #expect(try Self.fetch(address + "secret.json").status == 404)

        // The site's number: at once for a page that has seen none, after the next round for one that has.
        #expect(try Self.fetch(address + "_cdlgen/epoch?after=-1").body == "0")
        let epochFile = folder.path + "/epoch.txt"
        let waiting = Thread {
            let answer = try? Self.fetch(address + "_cdlgen/epoch?after=0")
            try? (answer?.body ?? "").write(toFile: epochFile, atomically: true, encoding: .utf8)
        }
        waiting.start()
        Thread.sleep(forTimeInterval: 0.3)
        let path = root + "/Events/EventDetailView.plist"
        try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(of: "rowLabel = Public;", with: "rowLabel = Published;")
            .write(toFile: path, atomically: true, encoding: .utf8)
        #expect(watching.wait { _ in (try? String(contentsOfFile: epochFile, encoding: .utf8)) == "1" })
        #expect(watching.interrupt() == 0)
    }

    @Test(.requires(.chromium)) func aPageOpenInChromiumReloadsByItself() throws {
        let chromium = try RequiredTool.chromium.path()
        let (watching, address) = try serve()
        let result = try BrowserScript.run(
            "live_reload.py",
            [
                address + "Events/EventDetailView.html", root + "/Events/EventDetailView.plist", "rowLabel = Public;",
                "rowLabel = Published;", "Published",
            ],
            out: folder.url.appendingPathComponent("live-reload.json"), chromium: chromium)
        #expect(result["reloaded"] as? Bool == true, "\(result)")
        #expect(result["text_seen"] as? Bool == true, "\(result)")
        // Its own policy allowed the script and the requests: no violation in the console.
        #expect(!((result["console"] as? [String]) ?? []).contains { $0.contains("Content Security Policy") }, "\(result)")
        #expect(watching.interrupt() == 0)
    }
}
