/// What is wrong with the bytes between two messages: the base protocol's framing cannot be trusted after
/// it, so the parser drops what it has and waits for the next header.
public struct FrameError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
