import CDLGenTestSupport
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A TCP connection to 127.0.0.1 (never any other address) for what curl cannot do: hold hundreds
/// open, send half a request, see when the server closes one. Non-blocking; every wait ends at a
/// deadline (the hang guard). Closed when it goes.
final class LoopbackConnection {
    private let descriptor: Int32

    /// Connected to 127.0.0.1:`port` by `deadline`, or throws.
    init(port: UInt16, deadline: Date) throws {
        #if canImport(Glibc)
            descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw Failure("socket: \(String(cString: strerror(errno)))") }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        #if canImport(Darwin)
            var on: Int32 = 1
            setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        #endif
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7f00_0001).bigEndian  // 127.0.0.1
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        if result != 0 {
            guard errno == EINPROGRESS, wait(for: Int16(POLLOUT), until: deadline) else {
                close(descriptor)
                throw Failure("connect: \(String(cString: strerror(errno)))")
            }
            var failure: Int32 = 0
            var length = socklen_t(MemoryLayout<Int32>.size)
            getsockopt(descriptor, SOL_SOCKET, SO_ERROR, &failure, &length)
            guard failure == 0 else {
                close(descriptor)
                throw Failure("connect: \(String(cString: strerror(failure)))")
            }
        }
    }

    /// Sends `text` (a few bytes: the socket's buffer takes them at once); false if it could not.
    @discardableResult
    func send(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        #if canImport(Glibc)
            return Glibc.send(descriptor, bytes, bytes.count, Int32(MSG_NOSIGNAL)) == bytes.count
        #else
            return Darwin.send(descriptor, bytes, bytes.count, 0) == bytes.count
        #endif
    }

    /// Everything the server sends until it closes the connection, or nil if it has not closed it by
    /// `deadline` (after the deadline, what has come already is read without waiting).
    func readUntilClosed(deadline: Date) -> String? {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            if count > 0 {
                received += buffer[..<count]
            } else if count == 0 || (errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR) {
                return String(decoding: received, as: UTF8.self)  // closed (or reset) by the server
            } else if !wait(for: Int16(POLLIN), until: deadline) {
                return nil
            }
        }
    }

    /// Whether the socket became ready for `events` by `deadline` (once past it, whether it is now).
    private func wait(for events: Int16, until deadline: Date) -> Bool {
        var entry = pollfd(fd: descriptor, events: events, revents: 0)
        let milliseconds = Int32(clamping: max(0, Int(deadline.timeIntervalSinceNow * 1000)))
        while true {
            let ready = poll(&entry, 1, milliseconds)
            if ready >= 0 { return ready > 0 }
            if errno != EINTR { return false }
        }
    }

    deinit {
        close(descriptor)
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }
}
