import Foundation

/// What the server wrote, collected from the session; `whenWritten`, when set, sees each message as it is
/// written (a test's client acting in the middle of a request).
final class WrittenOutput: @unchecked Sendable {
    private let lock = NSLock()
    private var bytes: [UInt8] = []
    private var hook: (@Sendable (String) -> Void)?

    var whenWritten: (@Sendable (String) -> Void)? {
        get { lock.withLock { hook } }
        set { lock.withLock { hook = newValue } }
    }

    func append(_ written: [UInt8]) {
        lock.withLock { bytes += written }
        whenWritten?(String(decoding: written, as: UTF8.self))
    }

    var text: String {
        lock.withLock { String(decoding: bytes, as: UTF8.self) }
    }
}
