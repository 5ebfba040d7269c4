import Basics
import Foundation

/// What the server answers a request with: the reload script, the site's number (at once, or after
/// waiting for a change: ``SiteReply/wait(after:)``), or a file of the site — only below its folder (no
/// `..`, no link leading out), `index.html` for a folder, HTML with the reload hook. Before any of it,
/// the request must name this server by a loopback name (``SiteRequest/isLoopback(host:port:)``).
struct SiteResponse {
    var status: String
    var type: String
    var body: Data
    var headers: [String] = []

    init(status: String, type: String, body: Data, headers: [String] = []) {
        (self.status, self.type, self.body, self.headers) = (status, type, body, headers)
    }

    init(status: String, _ text: String, headers: [String] = []) {
        self.init(status: status, type: "text/plain; charset=utf-8", body: Data((text + "\n").utf8), headers: headers)
    }

    var head: Data {
        Data(
            ("HTTP/1.1 \(status)\r\nContent-Type: \(type)\r\nContent-Length: \(body.count)\r\nCache-Control: no-store\r\n"
                + "X-Content-Type-Options: nosniff\r\nConnection: close\r\n" + headers.map { $0 + "\r\n" }.joined() + "\r\n").utf8)
    }

    /// The number of a site changed `epoch` times.
    static func epoch(_ epoch: Int) -> SiteResponse {
        SiteResponse(status: "200 OK", type: "text/plain", body: Data(String(epoch).utf8))
    }

    /// More pages wait for a change than the server keeps (``SiteLimits/waiting``).
    static let tooManyWaiting = SiteResponse(
        status: "503 Service Unavailable", "too many pages wait for a change; ask again", headers: ["Retry-After: 1"])

    static let requestTooLarge = SiteResponse(status: "431 Request Header Fields Too Large", "the request's headers are too long")

    /// The answer to a request's line and headers (nil: not a request at all) on a server on `port`
    /// whose site has changed `epoch` times.
    static func reply(to request: SiteRequest?, root: String, port: UInt16, epoch: Int) -> SiteReply {
        guard let request else { return .send(SiteResponse(status: "400 Bad Request", "not an HTTP/1.x request")) }
        guard request.hosts.count == 1 else { return .send(SiteResponse(status: "400 Bad Request", "a request names one Host")) }
        guard SiteRequest.isLoopback(host: request.hosts[0], port: port) else {
            return .send(
                SiteResponse(
                    status: "421 Misdirected Request",
                    "this server answers only http://127.0.0.1:\(port)/ and http://localhost:\(port)/"))
        }
        guard request.method == "GET" || request.method == "HEAD" else {
            return .send(SiteResponse(status: "405 Method Not Allowed", "only GET", headers: ["Allow: GET, HEAD"]))
        }
        guard request.target.hasPrefix("/") else { return .send(SiteResponse(status: "400 Bad Request", "a path, from /")) }
        let parts = request.target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        switch parts[0] {
        case "/_cdlgen/reload.js":
            return .send(SiteResponse(status: "200 OK", type: "application/javascript", body: Data(LiveReloadPage.script.utf8)))
        case "/_cdlgen/epoch":
            let query = parts.count > 1 ? parts[1] : ""
            let after = query.split(separator: "&").first { $0.hasPrefix("after=") }.flatMap { Int($0.dropFirst("after=".count)) } ?? -1
            return after == epoch ? .wait(after: after) : .send(.epoch(epoch))
        default:
            return .send(file(String(parts[0]), root: root))
        }
    }

    private static func file(_ requestPath: String, root: String) -> SiteResponse {
        let decoded = requestPath.removingPercentEncoding ?? requestPath
        let components = decoded.split(separator: "/").map(String.init)
        guard !components.contains(where: { $0 == ".." || $0 == "." }) else { return notFound }
        var path = PathUtilities.join(root, components.joined(separator: "/"))
        if PathUtilities.isDirectory(path) { path = PathUtilities.join(path, "index.html") }
        guard let real = PathUtilities.realPath(path), PathUtilities.isInside(real, root), PathUtilities.isRegularFile(real),
            let data = FileManager.default.contents(atPath: real)
        else { return notFound }
        if real.hasSuffix(".html") {
            return SiteResponse(
                status: "200 OK", type: "text/html; charset=utf-8",
                body: Data(LiveReloadPage.adding(to: String(decoding: data, as: UTF8.self)).utf8))
        }
        // The site's style sheet: with `nosniff`, a browser applies it only as what it says it is.
        let type = real.hasSuffix(".css") ? "text/css; charset=utf-8" : "application/octet-stream"
        return SiteResponse(status: "200 OK", type: type, body: data)
    }

    private static let notFound = SiteResponse(status: "404 Not Found", type: "text/plain", body: Data("not found\n".utf8))
}
