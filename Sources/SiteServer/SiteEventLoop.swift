import FlyingSocks
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The server's one thread: a `poll` loop over the listening socket, the wake-up pipe of
/// ``SiteChanges`` and every open connection, all non-blocking. No connection has a thread, so a
/// thousand idle ones cost a thousand descriptors at most — and it keeps far fewer (``SiteLimits``).
///
/// - Accepting never ends: a failed `accept` is said once (by its errno). Out of descriptors (EMFILE,
///   ENFILE), the oldest connection that is not a page waiting makes room, as at the limit; with none,
///   or out of memory (ENOBUFS, ENOMEM), or for a reason not known, it is tried again after a pause
///   (the open connections are served meanwhile); a connection gone before it was taken (ECONNABORTED,
///   EPROTO, …) or a signal (EINTR) is passed over.
/// - At ``SiteLimits/connections`` open, each new connection closes the oldest one that is not a page
///   waiting for a change: a flood of idle or slow connections pushes out its own, and a request that
///   arrives whole is read before a limit's worth of newer connections could push it out.
/// - Every phase of a connection has a deadline (``SiteConnection/deadline``).
final class SiteEventLoop {
    private let listener: Socket
    private let root: String
    private let port: UInt16
    private let changes: SiteChanges
    private let limits: SiteLimits
    private let log: @Sendable (String) -> Void

    private var connections: [Int32: SiteConnection] = [:]
    private var waitingCount = 0
    private var accepted = 0
    /// Until then the listening socket is left alone (after EMFILE and the like).
    private var acceptAgainAt: Moment = 0
    /// What was said already: each kind of trouble once.
    private var said: Set<String> = []

    init(listener: Socket, root: String, port: UInt16, changes: SiteChanges, limits: SiteLimits, log: @escaping @Sendable (String) -> Void)
    {
        (self.listener, self.root, self.port, self.changes, self.limits, self.log) = (listener, root, port, changes, limits, log)
    }

    func run() -> Never {
        while true { turn() }
    }

    private func turn() {
        var now = Moment.now
        expire(now)
        let listening = now >= acceptAgainAt
        var descriptors: [pollfd] = []
        descriptors.reserveCapacity(connections.count + 2)
        descriptors.append(pollfd(fd: changes.wakeReader, events: Int16(POLLIN), revents: 0))
        if listening { descriptors.append(pollfd(fd: listener.file.rawValue, events: Int16(POLLIN), revents: 0)) }
        var next = listening ? Moment.max : acceptAgainAt
        for (descriptor, connection) in connections {
            if case .writing = connection.phase {
                descriptors.append(pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0))
            } else {
                descriptors.append(pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0))
            }
            next = min(next, connection.deadline)
        }
        // Deadlines are checked at the next turn: a millisecond late at most.
        let timeout = next == .max ? -1 : Int32(clamping: (next > now ? next - now : 0) / 1_000_000 + 1)
        let ready = poll(&descriptors, nfds_t(descriptors.count), timeout)
        if ready < 0 {
            if errno != EINTR {
                sayOnce("poll", "--serve: waiting for connections failed (\(Self.describe(errno))); trying again")
                Thread.sleep(forTimeInterval: limits.acceptPauseSeconds)
            }
            return
        }
        now = .now
        var newConnections = false
        for entry in descriptors where entry.revents != 0 {
            if entry.fd == changes.wakeReader {
                changes.drain()
                answerWaiting(now)
            } else if entry.fd == listener.file.rawValue {
                newConnections = true
            } else {
                service(entry.fd, now)
            }
        }
        if newConnections { acceptSome(now) }
    }

    // MARK: Connections

    private func service(_ descriptor: Int32, _ now: Moment) {
        guard var connection = connections[descriptor] else { return }
        switch connection.phase {
        case .reading:
            switch connection.read(limit: limits.requestBytes) {
            case .more:
                connections[descriptor] = connection
            case .closed:
                close(descriptor)
            case .tooLong:
                connections[descriptor] = connection
                answer(descriptor, .requestTooLarge, headOnly: false, now)
            case .request(let head):
                connections[descriptor] = connection
                let request = SiteRequest(head: head)
                let headOnly = request?.method == "HEAD"
                switch SiteResponse.reply(to: request, root: root, port: port, epoch: changes.epoch) {
                case .send(let response):
                    answer(descriptor, response, headOnly: headOnly, now)
                case .wait(let after):
                    if waitingCount < limits.waiting {
                        connection.phase = .waiting(after: after, headOnly: headOnly)
                        connection.deadline = now.adding(seconds: limits.waitSeconds)
                        connections[descriptor] = connection
                        waitingCount += 1
                    } else {
                        sayOnce(
                            "waiting",
                            "--serve: \(limits.waiting) pages wait for a change, the most it keeps; more are answered 503 and ask again")
                        answer(descriptor, .tooManyWaiting, headOnly: headOnly, now)
                    }
                }
            }
        case .waiting:
            // A page waiting sends nothing more: input is thrown away, and the end of it closes the wait.
            if !connection.discardInput() { close(descriptor) }
        case .writing:
            if connection.write() {
                close(descriptor)
            } else {
                connections[descriptor] = connection
            }
        }
    }

    /// Starts writing `response`; the connection closes once it is sent.
    private func answer(_ descriptor: Int32, _ response: SiteResponse, headOnly: Bool, _ now: Moment) {
        guard var connection = connections[descriptor] else { return }
        if connection.isWaiting { waitingCount -= 1 }
        connection.phase = .writing(headOnly ? response.head : response.head + response.body, 0)
        connection.deadline = now.adding(seconds: limits.answerSeconds)
        connections[descriptor] = connection
        if connection.write() {
            close(descriptor)
        } else {
            connections[descriptor] = connection
        }
    }

    /// The site changed: every page waiting for it gets the new number.
    private func answerWaiting(_ now: Moment) {
        let epoch = changes.epoch
        for (descriptor, connection) in connections {
            if case .waiting(let after, let headOnly) = connection.phase, after != epoch {
                answer(descriptor, .epoch(epoch), headOnly: headOnly, now)
            }
        }
    }

    /// Connections whose deadline has come: a request not read, or an answer not taken, is closed; a
    /// page waiting is answered the number it has.
    private func expire(_ now: Moment) {
        for (descriptor, connection) in connections where connection.deadline <= now {
            if case .waiting(_, let headOnly) = connection.phase {
                answer(descriptor, .epoch(changes.epoch), headOnly: headOnly, now)
            } else {
                close(descriptor)
            }
        }
    }

    private func close(_ descriptor: Int32) {
        guard let connection = connections.removeValue(forKey: descriptor) else { return }
        if connection.isWaiting { waitingCount -= 1 }
        try? connection.socket.close()
    }

    // MARK: Accepting

    private func acceptSome(_ now: Moment) {
        for _ in 0..<limits.acceptsPerTurn {
            if connections.count >= limits.connections {
                let limit = limits.openFiles.map { " (a limit of \($0) open files)" } ?? ""
                sayOnce(
                    "limit",
                    "--serve: \(limits.connections) connections open, the most it keeps\(limit); each new one closes the oldest"
                        + " that is not a page waiting for a change")
                // Pages waiting are a quarter of the limit at most, so there is always one to close.
                guard closeOldest() else { return }
            }
            let file: Socket.FileDescriptor
            do {
                file = try listener.accept().file
            } catch SocketError.blocked {
                return
            } catch SocketError.failed(_, let number, _) {
                switch AcceptFailure(errno: number) {
                case .retry:
                    continue
                case .connectionGone:
                    sayOnce(
                        "accept \(number)",
                        "--serve: a connection was gone before it was accepted (\(Self.describe(number))); still serving")
                    continue
                case .outOfDescriptors where closeOldest():
                    // The process has fewer descriptors than the limit supposes (or other work holds them): the
                    // oldest connection makes room, as at the limit.
                    sayOnce(
                        "accept \(number)",
                        "--serve: accepting a connection failed (\(Self.describe(number))); each new one closes the oldest that is not"
                            + " a page waiting for a change")
                    continue
                case .outOfDescriptors, .pause:
                    sayOnce(
                        "accept \(number)",
                        "--serve: accepting a connection failed (\(Self.describe(number))); the connections open are served, and accepting"
                            + " is tried again every \(Int(limits.acceptPauseSeconds * 1000)) ms")
                    acceptAgainAt = now.adding(seconds: limits.acceptPauseSeconds)
                    return
                }
            } catch {
                sayOnce("accept", "--serve: accepting a connection failed (\(error)); trying again")
                acceptAgainAt = now.adding(seconds: limits.acceptPauseSeconds)
                return
            }
            let socket = Socket(file: file)
            do {
                try socket.setFlags(socket.flags.union(.nonBlocking))
                #if canImport(Darwin)
                    try socket.setValue(true, for: .noSIGPIPE)  // Linux: FlyingSocks sends with MSG_NOSIGNAL
                #endif
            } catch {
                try? socket.close()
                continue
            }
            _ = fcntl(file.rawValue, F_SETFD, FD_CLOEXEC)
            accepted += 1
            connections[file.rawValue] = SiteConnection(
                socket: socket, number: accepted, phase: .reading([]), deadline: now.adding(seconds: limits.requestSeconds))
        }
    }

    /// Closes the connection accepted first among those that are not pages waiting; false if there is none.
    private func closeOldest() -> Bool {
        guard let oldest = connections.values.filter({ !$0.isWaiting }).min(by: { $0.number < $1.number }) else { return false }
        close(oldest.socket.file.rawValue)
        return true
    }

    private func sayOnce(_ kind: String, _ message: String) {
        guard said.insert(kind).inserted else { return }
        log("cdlgen: warning: \(message)\n")
    }

    static func describe(_ number: Int32) -> String {
        "\(String(cString: strerror(number))), errno \(number)"
    }
}
