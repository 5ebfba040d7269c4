import CDLGenTestSupport
import Foundation
import LanguageServer

/// A live connection to `cdlgen lsp`, for what a batch of messages cannot show: files changed on disk
/// between messages. Messages are written one by one; what the server sends is read on a thread of its
/// own and waited for.
final class LanguageServerConnection: @unchecked Sendable {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let lock = NSLock()
    private var received: [[String: Any]] = []

    init() throws {
        process.executableURL = CDLGenProcess.binary
        process.arguments = ["lsp"]
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let handle = output.fileHandleForReading
        Thread { [self] in
            var parser = FrameParser()
            while case let data = handle.availableData, !data.isEmpty {
                parser.append(Array(data))
                while let frame = try? parser.next() {
                    guard case .body(let body) = frame,
                        let message = try? JSONSerialization.jsonObject(with: Data(body)) as? [String: Any]
                    else { continue }
                    lock.withLock { received.append(message) }
                }
            }
        }.start()
    }

    func send(_ message: [String: Any]) throws {
        var message = message
        message["jsonrpc"] = "2.0"
        let body = try JSONSerialization.data(withJSONObject: message)
        input.fileHandleForWriting.write(Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
    }

    /// The first message since `start` (an index into everything received) that `matches`, and the index
    /// after it; nil after `timeout` seconds (a hang guard).
    func wait(from start: Int = 0, timeout: Double = TestRun.hangGuardSeconds, _ matches: ([String: Any]) -> Bool) -> (
        message: [String: Any], next: Int
    )? {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let found: (message: [String: Any], next: Int)? = lock.withLock {
                guard start < received.count, let index = received[start...].firstIndex(where: matches) else { return nil }
                return (received[index], index + 1)
            }
            if let found { return found }
            Thread.sleep(forTimeInterval: 0.01)
        }
        return nil
    }

    var count: Int { lock.withLock { received.count } }

    /// `shutdown`, `exit`, and the exit status.
    func close() throws -> Int32 {
        try send(["id": 999_999, "method": "shutdown"])
        _ = wait { $0["id"] as? Int == 999_999 }
        try send(["method": "exit"])
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// Whether a message publishes diagnostics for `path` that satisfy `diagnostics`.
    static func publishes(_ path: String, _ diagnostics: @escaping ([[String: Any]]) -> Bool) -> ([String: Any]) -> Bool {
        { message in
            guard message["method"] as? String == "textDocument/publishDiagnostics", let params = message["params"] as? [String: Any],
                params["uri"] as? String == "file://" + path
            else { return false }
            return diagnostics(params["diagnostics"] as? [[String: Any]] ?? [])
        }
    }
}
