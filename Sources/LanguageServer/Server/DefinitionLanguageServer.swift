import Foundation

/// `cdlgen lsp`: LSP 3.17 over a pair of file descriptors, for definitions in every format cdlgen reads
/// (docs/editors.md). Documents are checked within their project (`WorkspaceRegistry`), as `validate` checks
/// them, and again as they change, with what the change affects; the features read the same workspace.
///
/// Messages are read on the calling thread and handled in order by the session, an actor that holds the
/// state, so a request never waits for input; `$/cancelRequest` is noted on the reading thread, at once.
/// Nothing but protocol is written to the output.
public final class DefinitionLanguageServer: Sendable {
    let cancellations = CancelledRequests()
    let session: ServerSession
    /// The session's events in the order they come: what the reading thread reads, and the checks the
    /// session queues behind it. One task drains it, awaiting each event before the next.
    private let events: AsyncStream<SessionEvent>
    private let queued: AsyncStream<SessionEvent>.Continuation

    /// `write` sends bytes to the client; it is called from one task at a time.
    public init(write: @escaping @Sendable ([UInt8]) -> Void) {
        (events, queued) = AsyncStream.makeStream(of: SessionEvent.self)
        session = ServerSession(write: write, events: queued, cancellations: cancellations)
    }

    /// Reads messages from `input` until `exit` (or the end of the input) and returns the exit status LSP
    /// asks for: 0 after a `shutdown`, 1 otherwise, once every message read before has been handled.
    /// Called once, on a thread it may block (the command's main thread), not from a task: it waits for the
    /// session, which runs on the concurrency pool.
    public func run(input: Int32) -> Int32 {
        let exitStatus = ExitStatus()
        Task { [events, session] in
            for await event in events { await session.handle(event) }
            exitStatus.set(await session.exitStatus)
        }
        read(input)
        queued.finish()
        return exitStatus.wait()
    }

    /// Reads and takes messages until `exit` or the end of the input.
    private func read(_ input: Int32) {
        var parser = FrameParser()
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let count = buffer.withUnsafeMutableBytes { Foundation.read(input, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return }
            parser.append(buffer[..<count])
            while true {
                let frame: MessageFrame?
                do {
                    frame = try parser.next()
                } catch {
                    // Framing cannot be answered (there is no id to answer); the parser finds the next message.
                    continue
                }
                guard let frame else { break }
                guard case .body(let body) = frame else { continue }  // Too large: skipped, as unanswerable.
                let message: IncomingMessage
                do {
                    message = try IncomingMessage.decode(body)
                } catch {
                    queued.yield(.send(.error(id: error.id, error.error)))
                    continue
                }
                if !receive(message) { return }
            }
        }
    }

    /// Takes a message as the reading thread does: a cancellation is noted at once, and the rest waits its
    /// turn in the session. False for `exit`, after which nothing more is read.
    func receive(_ message: IncomingMessage) -> Bool {
        switch message {
        case .notification(method: ExitNotification.method, _):
            return false
        case .notification(method: CancelRequestNotification.method, let params):
            if let id = params?.decoded(as: CancelParams.self)?.id { cancellations.cancel(id) }
        default:
            if case .request(let id, _, _) = message { cancellations.received(id) }
            queued.yield(.message(message))
        }
        return true
    }
}
