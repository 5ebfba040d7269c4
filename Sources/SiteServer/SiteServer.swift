import FlyingSocks
import Foundation
import PlistLoader

/// `preview --serve PORT`: the site over HTTP on 127.0.0.1 only, each HTML page served with a small
/// script that reloads it when the site changes (``siteChanged()``). The pages on disk stay as `preview`
/// writes them — no script, a policy that allows none; only the served copy carries the hook, and a
/// policy that allows it (`LiveReloadPage`).
///
/// On FlyingSocks' sockets, a thread a connection: a local preview has a browser tab or two, and a
/// long-polled request is a thread that waits. (FlyingFox's HTTP layer brings FoundationNetworking, and
/// with it libcurl and thirty shared libraries loaded by every run of a statically linked cdlgen.)
public final class SiteServer: Sendable {
    private let socket: Socket
    private let root: String
    private let changes = SiteChanges()

    /// Listens on 127.0.0.1:`port` (0: a port the system chooses; ``port`` says which).
    public init(folder: String, port: UInt16) throws {
        root = PathUtilities.realPath(folder) ?? PathUtilities.absolute(folder)
        do {
            socket = try Socket(domain: AF_INET, type: .stream)
            try socket.setValue(true, for: .localAddressReuse)
            try socket.bind(to: .inet(ip4: "127.0.0.1", port: port))
            try socket.listen()
        } catch {
            throw SiteServerError("nothing can listen on 127.0.0.1:\(port) (\(error))")
        }
    }

    /// The port it listens on.
    public var port: UInt16? {
        if case .ip4(_, let port)? = try? socket.sockname() { return port }
        return nil
    }

    /// Answers requests on threads of its own until the process ends.
    public func start() {
        let (socket, root, changes) = (socket, root, changes)
        Thread {
            while let client = try? socket.accept() {
                Thread { SiteConnection(socket: Socket(file: client.file), root: root, changes: changes).serve() }.start()
            }
        }.start()
    }

    /// The site was written again: pages open in a browser reload.
    public func siteChanged() {
        changes.advance()
    }
}
