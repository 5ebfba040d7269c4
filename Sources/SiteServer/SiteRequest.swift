/// A request's line and headers, as far as the server reads them: the method, the target and the
/// `Host` headers (every other header is ignored).
struct SiteRequest {
    var method: Substring
    var target: Substring
    /// The values of every `Host` header, without the spaces around them: a valid request has one.
    var hosts: [Substring]

    /// Nil when the request line is not `METHOD TARGET HTTP/1.x`.
    init?(head: [UInt8]) {
        let text = String(decoding: head, as: UTF8.self)
        var lines = text.split(separator: "\r\n", omittingEmptySubsequences: true)[...]
        guard let first = lines.popFirst() else { return nil }
        let parts = first.split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, !parts[1].isEmpty, parts[2].hasPrefix("HTTP/1.") else { return nil }
        (method, target, hosts) = (parts[0], parts[1], [])
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            guard line[..<colon].lowercased() == "host" else { continue }
            hosts.append(line[line.index(after: colon)...].trimming(while: { $0 == " " || $0 == "\t" }))
        }
    }

    /// Whether `host` names this server by a loopback name and its port: `127.0.0.1`, `localhost` or
    /// `[::1]` (any case), with `:port` — which a browser leaves out only for port 80. A page from
    /// anywhere else (a DNS-rebinding attack: a name of the attacker's that now resolves to 127.0.0.1)
    /// sends its own name.
    static func isLoopback(host: Substring, port: UInt16) -> Bool {
        let host = host.lowercased()
        return ["127.0.0.1", "localhost", "[::1]"].contains { name in
            host == "\(name):\(port)" || (port == 80 && host == name)
        }
    }
}

extension Substring {
    fileprivate func trimming(while drop: (Character) -> Bool) -> Substring {
        var text = self
        while let first = text.first, drop(first) { text.removeFirst() }
        while let last = text.last, drop(last) { text.removeLast() }
        return text
    }
}
