import Foundation

/// What the server wrote, collected from the queue's thread.
final class WrittenOutput: @unchecked Sendable {
    private let lock = NSLock()
    private var bytes: [UInt8] = []

    func append(_ written: [UInt8]) {
        lock.withLock { bytes += written }
    }

    var text: String {
        lock.withLock { String(decoding: bytes, as: UTF8.self) }
    }
}
