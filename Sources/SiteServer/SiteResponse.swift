import Foundation
import PlistLoader

/// What the server answers a request target with: the reload script, the site's number (long-polled),
/// or a file of the site — only below its folder (no `..`, no link leading out), `index.html` for a
/// folder, HTML with the reload hook.
struct SiteResponse {
    var status: String
    var type: String
    var body: Data

    var head: Data {
        Data(
            ("HTTP/1.1 \(status)\r\nContent-Type: \(type)\r\nContent-Length: \(body.count)\r\nCache-Control: no-store\r\n"
                + "X-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n").utf8)
    }

    static func answer(target: String, root: String, changes: SiteChanges) -> SiteResponse {
        let parts = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        let path = String(parts[0])
        switch path {
        case "/_cdlgen/reload.js":
            return SiteResponse(status: "200 OK", type: "application/javascript", body: Data(LiveReloadPage.script.utf8))
        case "/_cdlgen/epoch":
            let query = parts.count > 1 ? String(parts[1]) : ""
            let after = query.split(separator: "&").first { $0.hasPrefix("after=") }.flatMap { Int($0.dropFirst("after=".count)) } ?? -1
            return SiteResponse(status: "200 OK", type: "text/plain", body: Data(String(changes.epoch(after: after)).utf8))
        default:
            return file(path, root: root)
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
        return SiteResponse(status: "200 OK", type: "application/octet-stream", body: data)
    }

    private static let notFound = SiteResponse(status: "404 Not Found", type: "text/plain", body: Data("not found\n".utf8))
}
