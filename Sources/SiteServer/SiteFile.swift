import FlyingFox
import Foundation
import PlistLoader

/// A file of the site for a request's path: only below the site's folder (no `..`, no link leading out),
/// `index.html` for a folder; HTML with the reload hook.
enum SiteFile {
    static func response(for requestPath: String, in root: String) -> HTTPResponse {
        let decoded = requestPath.removingPercentEncoding ?? requestPath
        let components = decoded.split(separator: "/").map(String.init)
        guard !components.contains(where: { $0 == ".." || $0 == "." }) else { return notFound }
        var path = PathUtilities.join(root, components.joined(separator: "/"))
        if PathUtilities.isDirectory(path) { path = PathUtilities.join(path, "index.html") }
        guard let real = PathUtilities.realPath(path), PathUtilities.isInside(real, root), PathUtilities.isRegularFile(real),
            let data = FileManager.default.contents(atPath: real)
        else { return notFound }
        var headers: HTTPHeaders = [.init("Cache-Control"): "no-store", .init("X-Content-Type-Options"): "nosniff"]
        if real.hasSuffix(".html") {
            headers[.contentType] = "text/html; charset=utf-8"
            return HTTPResponse(statusCode: .ok, headers: headers, body: Data(LiveReloadPage.adding(to: String(decoding: data, as: UTF8.self)).utf8))
        }
        headers[.contentType] = "application/octet-stream"
        return HTTPResponse(statusCode: .ok, headers: headers, body: data)
    }

    private static var notFound: HTTPResponse {
        HTTPResponse(statusCode: .notFound, headers: [.contentType: "text/plain"], body: Data("not found\n".utf8))
    }
}
