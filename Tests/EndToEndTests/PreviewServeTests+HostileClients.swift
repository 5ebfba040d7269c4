import CDLGenTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `preview --serve` against clients that would stop it (issue 36): under macOS's default open-file
/// limit (`ulimit -n 256`), hundreds of pages waiting for a change and a thousand idle or half-sent
/// connections leave it answering, a request trickled a byte at a time is closed, and a request that
/// names another host (a DNS-rebinding page) is refused. All on 127.0.0.1; every connection is closed
/// when the test ends.
extension PreviewServeTests {
    @Test(.requires(.curl)) func threeHundredWaitingPagesUnderMacOSsOpenFileLimitLeaveItAnswering() throws {
        try RequiredTool.curl.path()
        Self.allowOpenFiles(4096)
        let (watching, address, port, deadline) = try serveUnderOpenFileLimit(256)
        let waiting = try (0..<300).map { _ in
            let connection = try LoopbackConnection(port: port, deadline: deadline)
            connection.send("GET /_cdlgen/epoch?after=0 HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
            return connection
        }
        let page = try Self.fetch(address)
        #expect(page.status == 200, "\(watching.output.stderr)")
        #expect(page.body.contains("<script src=\"/_cdlgen/reload.js\"></script>"))

        // A change answers the pages that wait; those past the limit were told to ask again (503), and
        // none is left hanging.
        let path = root + "/Events/EventDetailView.plist"
        try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(of: "rowLabel = Public;", with: "rowLabel = Published;")
            .write(toFile: path, atomically: true, encoding: .utf8)
        let answers = waiting.map { $0.readUntilClosed(deadline: deadline) }
        #expect(answers.allSatisfy { $0 != nil }, "\(answers.filter { $0 == nil }.count) of 300 still open")
        #expect(
            answers.contains {
                $0?.hasPrefix("HTTP/1.1 200 OK\r\n") == true && ($0?.hasSuffix("\r\n\r\n1") == true || $0?.hasSuffix("\r\n\r\n0") == true)
            })
        #expect(
            answers.contains { $0?.hasPrefix("HTTP/1.1 503 Service Unavailable\r\n") == true && $0?.contains("Retry-After: 1\r\n") == true }
        )
        #expect(try Self.fetch(address).status == 200)
        #expect(watching.interrupt() == 0)
    }

    @Test(.requires(.curl)) func aThousandIdleConnectionsUnderMacOSsOpenFileLimitLeaveItAnswering() throws {
        try RequiredTool.curl.path()
        Self.allowOpenFiles(4096)
        let (watching, address, port, deadline) = try serveUnderOpenFileLimit(256)
        // Half send nothing, half the start of a request (a slowloris between two bytes).
        let idle = try (0..<1000).map { index in
            let connection = try LoopbackConnection(port: port, deadline: deadline)
            if index % 2 == 1 { connection.send("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n") }
            return connection
        }
        #expect(try Self.fetch(address).status == 200, "\(watching.output.stderr)")

        // A request trickled a byte at a time never ending its headers is closed (the time a request has
        // counts from its first byte, whatever comes after).
        let trickle = try LoopbackConnection(port: port, deadline: deadline)
        trickle.send("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nX: ")
        var closed = false
        while !closed && Date() < deadline {
            trickle.send("x")
            closed = trickle.readUntilClosed(deadline: Date().addingTimeInterval(Self.pauseBetweenBytes)) != nil
        }
        #expect(closed)
        // And every idle one is closed by the server: pushed out by newer ones, or when its time is up.
        let stillOpen = idle.filter { $0.readUntilClosed(deadline: deadline) == nil }.count
        #expect(stillOpen == 0, "\(stillOpen) of 1000 idle connections still open")
        #expect(try Self.fetch(address).status == 200)
        #expect(watching.interrupt() == 0)
    }

    /// With fewer descriptors than the limit supposes (28: cdlgen holds about 16 before any connection),
    /// `accept` meets EMFILE, and the oldest connection makes room.
    @Test(.requires(.curl)) func shortOfDescriptorsItKeepsAccepting() throws {
        try RequiredTool.curl.path()
        let (watching, address, port, deadline) = try serveUnderOpenFileLimit(28)
        let idle = try (0..<200).map { _ in try LoopbackConnection(port: port, deadline: deadline) }
        #expect(try Self.fetch(address).status == 200, "\(watching.output.stderr)")
        // Said once, whichever it met first: too many open files, or its own limit of connections.
        #expect(watching.wait { $0.stderr.contains("cdlgen: warning: --serve: ") }, "\(watching.output.stderr)")
        let stillOpen = idle.filter { $0.readUntilClosed(deadline: deadline) == nil }.count
        #expect(stillOpen == 0, "\(stillOpen) of 200 idle connections still open")
        #expect(watching.interrupt() == 0)
    }

    @Test(.requires(.curl)) func onlyItsLoopbackNamesAndPortAreAnswered() throws {
        try RequiredTool.curl.path()
        let (watching, address) = try serve()
        let port = try Self.port(of: address)
        for host in ["127.0.0.1:\(port)", "localhost:\(port)", "LocalHost:\(port)", "[::1]:\(port)"] {
            #expect(try Self.fetch(address, host: host).status == 200, "\(host)")
        }
        // A DNS-rebinding page sends its own name; the served port is part of the name.
        for host in [
            "attacker.example", "attacker.example:\(port)", "127.0.0.1", "localhost", "127.0.0.1:1", "127.0.0.1.attacker.example:\(port)",
        ] {
            let answer = try Self.fetch(address, host: host)
            #expect(answer.status == 421, "\(host)")
            #expect(!answer.body.contains("<html"), "\(host)")
            #expect(try Self.fetch(address + "Events/EventDetailView.html", host: host).status == 421, "\(host)")
        }
        // Nor is a page waiting for a change held for another host.
        #expect(try Self.fetch(address + "_cdlgen/epoch?after=0", host: "attacker.example:\(port)").status == 421)
        #expect(watching.interrupt() == 0)
    }

    /// The port of `http://127.0.0.1:PORT/`.
    /// `preview --serve` under `ulimit -n limit` (checked where the system shows it), its address and
    /// port, and the hang guard's deadline for the connections a test opens.
    func serveUnderOpenFileLimit(_ limit: Int) throws -> (watching: WatchingProcess, address: String, port: UInt16, deadline: Date) {
        let (watching, address) = try serve(openFileLimit: limit)
        try Self.expectOpenFileLimit(limit, of: watching)
        return (watching, address, try Self.port(of: address), Date().addingTimeInterval(TestRun.hangGuardSeconds))
    }

    /// How long the trickling client waits between two bytes: a pace, not a time anything is held to.
    static let pauseBetweenBytes: TimeInterval = 0.2

    static func port(of address: String) throws -> UInt16 {
        try #require(UInt16(address.dropFirst("http://127.0.0.1:".count).dropLast()), "\(address)")
    }

    /// The test process holds a thousand connections: its soft open-file limit raised to `count` if it
    /// is lower (as far as the hard limit allows; never lowered).
    static func allowOpenFiles(_ count: Int) {
        var limit = rlimit()
        #if canImport(Glibc)
            let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
        #else
            let resource = RLIMIT_NOFILE
        #endif
        guard getrlimit(resource, &limit) == 0, limit.rlim_cur < rlim_t(count) else { return }
        limit.rlim_cur = min(limit.rlim_max, rlim_t(count))
        setrlimit(resource, &limit)
    }

    /// That cdlgen itself runs under the limit (Linux tells in /proc; elsewhere there is nothing to read).
    static func expectOpenFileLimit(_ count: Int, of watching: WatchingProcess) throws {
        #if os(Linux)
            let limits = try String(contentsOfFile: "/proc/\(watching.processIdentifier)/limits", encoding: .utf8)
            let line = limits.split(separator: "\n").first { $0.hasPrefix("Max open files") } ?? ""
            #expect(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst(3).first == "\(count)", "\(line)")
        #endif
    }
}
