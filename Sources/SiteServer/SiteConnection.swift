import FlyingSocks
import Foundation

/// One HTTP/1.1 connection, non-blocking, in the server's loop: its request line and headers read (at
/// most ``SiteLimits/requestBytes``, within ``SiteLimits/requestSeconds``), then — for a page waiting
/// for a change — a wait, then its answer written, and the connection closed (`Connection: close`: no
/// keep-alive to manage). Each phase has a deadline.
struct SiteConnection {
    enum Phase {
        /// The request so far.
        case reading([UInt8])
        /// A page waiting for the site's number to differ from `after`; `headOnly` for HEAD.
        case waiting(after: Int, headOnly: Bool)
        /// The answer, and how much of it is sent.
        case writing(Data, Data.Index)
    }

    let socket: Socket
    /// Its place in the order connections were accepted: at the limit the oldest goes first.
    let number: Int
    var phase: Phase
    /// When the phase ends: a request not read by then, or an answer not taken, closes the connection;
    /// a page waiting then is answered the number it has.
    var deadline: Moment

    var isWaiting: Bool {
        if case .waiting = phase { return true }
        return false
    }

    /// What reading the socket brought.
    enum ReadOutcome {
        /// Nothing more for now.
        case more
        /// The request line and headers (up to the blank line that ends them).
        case request([UInt8])
        /// Longer than the limit with no end of headers.
        case tooLong
        /// The client closed it, or the socket failed.
        case closed
    }

    /// Reads what has come (``Phase/reading(_:)`` only).
    mutating func read(limit: Int) -> ReadOutcome {
        guard case .reading(var request) = phase else { return .more }
        phase = .reading([])  // the array has one owner while it grows
        defer { phase = .reading(request) }
        while true {
            let bytes: [UInt8]
            do {
                bytes = try socket.read(atMost: 4096)
            } catch SocketError.blocked {
                return .more
            } catch {
                return .closed
            }
            // Only the tail can complete "\r\n\r\n": a request sent a byte at a time is searched once over.
            let from = max(0, request.count - 3)
            request += bytes
            if let end = Self.endOfHead(request, from: from) { return .request(Array(request[..<end])) }
            if request.count >= limit { return .tooLong }
        }
    }

    /// What a waiting page sent meanwhile is thrown away (64 KiB a turn at most, so that a client
    /// sending without end does not hold the loop); false when the client closed the connection.
    func discardInput() -> Bool {
        for _ in 0..<16 {
            do {
                _ = try socket.read(atMost: 4096)
            } catch SocketError.blocked {
                return true
            } catch {
                return false
            }
        }
        return true
    }

    /// Writes what the socket takes (``Phase/writing(_:_:)`` only); true when all of it is sent, or
    /// the connection failed — either way it is done.
    mutating func write() -> Bool {
        guard case .writing(let data, var index) = phase else { return false }
        while index < data.endIndex {
            do {
                index = try socket.write(data, from: index)
            } catch SocketError.blocked {
                phase = .writing(data, index)
                return false
            } catch {
                return true
            }
        }
        return true
    }

    static func endOfHead(_ bytes: [UInt8], from start: Int) -> Int? {
        guard bytes.count >= 4 else { return nil }
        var index = start
        while index + 4 <= bytes.count {
            if bytes[index] == 13, bytes[index + 1] == 10, bytes[index + 2] == 13, bytes[index + 3] == 10 { return index + 4 }
            index += 1
        }
        return nil
    }
}
