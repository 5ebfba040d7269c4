import Basics
import FlyingSocks
import Foundation

/// `preview --serve PORT`: the site over HTTP on 127.0.0.1 only, each HTML page served with a small
/// script that reloads it when the site changes (``siteChanged()``). The pages on disk stay as `preview`
/// writes them — no script, a policy that allows none; only the served copy carries the hook, and a
/// policy that allows it (`LiveReloadPage`).
///
/// On FlyingSocks' sockets, with one thread for everything: a `poll` loop over non-blocking sockets
/// (`SiteEventLoop`), a bounded number of connections (`SiteLimits`: half the open-file limit), a
/// deadline on each, and only requests that name it by a loopback name and its port answered (421
/// otherwise: a DNS-rebinding page names its own host). Whatever clients do, it keeps accepting.
/// (FlyingFox's HTTP layer brings FoundationNetworking, and with it libcurl and thirty shared libraries
/// loaded by every run of a statically linked cdlgen.)
public final class SiteServer: Sendable {
    private let socket: Socket
    private let root: String
    private let changes: SiteChanges

    /// Listens on 127.0.0.1:`port` (0: a port the system chooses; ``port`` says which).
    public init(folder: String, port: UInt16) throws {
        root = PathUtilities.realPath(folder) ?? PathUtilities.absolute(folder)
        changes = try SiteChanges()
        do {
            socket = try Socket(domain: AF_INET, type: .stream)
            try socket.setValue(true, for: .localAddressReuse)
            try socket.bind(to: .inet(ip4: "127.0.0.1", port: port))
            try socket.listen()
            try socket.setFlags(socket.flags.union(.nonBlocking))
        } catch {
            throw SiteServerError("nothing can listen on 127.0.0.1:\(port) (\(error))")
        }
    }

    /// The port it listens on.
    public var port: UInt16? {
        if case .ip4(_, let port)? = try? socket.sockname() { return port }
        return nil
    }

    /// Answers requests on a thread of its own until the process ends. `log` is told, once each, of
    /// what a flood of connections or a shortage of descriptors makes it do (a line ending in a newline).
    public func start(log: @escaping @Sendable (String) -> Void = { _ in }) {
        let (socket, root, port, changes, limits) = (socket, root, port ?? 0, changes, SiteLimits.forThisProcess())
        Thread { SiteEventLoop(listener: socket, root: root, port: port, changes: changes, limits: limits, log: log).run() }.start()
    }

    /// The site was written again: pages open in a browser reload.
    public func siteChanged() {
        changes.advance()
    }
}
