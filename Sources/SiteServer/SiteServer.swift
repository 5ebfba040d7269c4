import FlyingFox
import Foundation
import PlistLoader

/// `preview --serve PORT`: the site over HTTP on 127.0.0.1 only, each HTML page served with a small
/// script that reloads it when the site changes (``siteChanged()``). The pages on disk stay as `preview`
/// writes them — no script, a policy that allows none; only the served copy carries the hook, and a
/// policy that allows it (``LiveReloadPage``).
public final class SiteServer: Sendable {
    private let server: HTTPServer
    private let root: String
    private let changes = SiteChanges()

    /// `port` 0 lets the system choose one (``start()`` says which).
    public init(folder: String, port: UInt16) throws {
        root = PathUtilities.realPath(folder) ?? PathUtilities.absolute(folder)
        server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: port), timeout: 60, logger: .disabled)
    }

    /// Starts listening in the background; the port it listens on.
    public func start() throws -> UInt16 {
        let (server, root, changes) = (server, root, changes)
        Task.detached {
            await server.appendRoute("GET /_cdlgen/reload.js") { _ in LiveReloadPage.scriptResponse }
            await server.appendRoute("GET /_cdlgen/epoch") { request in
                let after = Int(request.query["after"] ?? "") ?? -1
                let epoch = await changes.epoch(after: after)
                return HTTPResponse(
                    statusCode: .ok, headers: [.contentType: "text/plain", HTTPHeader("Cache-Control"): "no-store"], body: Data(String(epoch).utf8))
            }
            await server.appendRoute("GET *") { request in SiteFile.response(for: request.path, in: root) }
            try? await server.run()
        }
        // The caller is not async (the watch loop blocks a thread): it waits here for the socket.
        let listening = DispatchSemaphore(value: 0)
        let found = PortBox()
        Task.detached {
            try? await server.waitUntilListening(timeout: 10)
            if case .ip4(_, let port)? = await server.listeningAddress { found.port = port }
            listening.signal()
        }
        listening.wait()
        guard let port = found.port else { throw SiteServerError("nothing can listen on 127.0.0.1 there (is the port taken?)") }
        return port
    }

    /// The site was written again: pages open in a browser reload.
    public func siteChanged() {
        let changes = changes
        Task { await changes.advance() }
    }
}

/// The port a background task found, handed to the thread that waits for it.
private final class PortBox: @unchecked Sendable {
    var port: UInt16?
}
