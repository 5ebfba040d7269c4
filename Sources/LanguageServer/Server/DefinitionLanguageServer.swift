import Dispatch
import Foundation
import PlistLoader
import RowControllers
import Workspace

/// `cdlgen lsp`: LSP 3.17 over a pair of file descriptors, for definitions in every format cdlgen reads
/// (docs/editors.md). Documents are checked within their project (`WorkspaceRegistry`), as `validate` checks
/// them, and again as they change, with what the change affects; the features read the same workspace.
///
/// Messages are read on the calling thread and handled in order on a queue of their own, so a request
/// never waits for input; `$/cancelRequest` is noted on the reading thread, at once. Nothing but protocol
/// is written to the output.
public final class DefinitionLanguageServer: @unchecked Sendable {
    enum State {
        case starting, running, shuttingDown
    }

    private let write: @Sendable ([UInt8]) -> Void
    let queue = DispatchQueue(label: "cdlgen.lsp")
    let cancellations = CancelledRequests()

    // Only touched on `queue`.
    var state = State.starting
    /// Open documents, by their files' real paths.
    var documents: [String: OpenDocument] = [:]
    let registry = WorkspaceRegistry()
    var publisher = DiagnosticsPublisher()
    /// How long a change waits for more before it is checked (`initializationOptions.debounceMilliseconds`):
    /// by default not at all, as a check takes a few milliseconds; changes that arrive while one runs are
    /// checked together.
    var debounceMilliseconds = 0
    /// Whether the client watches files for the server (`workspace/didChangeWatchedFiles`, registered at `initialized`).
    var clientWatchesFiles = false
    /// Whether the client takes completion items written as snippets (placeholders to type over).
    var clientTakesSnippets = false
    /// How positions count a line's characters, as chosen from what the client offers in `initialize`.
    var positionEncoding = PositionEncoding.utf16
    /// The client's workspace folders, from `initialize` until `initialized` loads them.
    var pendingFolders: [String] = []

    /// `write` sends bytes to the client; it is called from one thread at a time.
    public init(write: @escaping @Sendable ([UInt8]) -> Void) {
        self.write = write
    }

    /// Reads messages from `input` until `exit` (or the end of the input) and returns the exit status LSP
    /// asks for: 0 after a `shutdown`, 1 otherwise.
    public func run(input: Int32) -> Int32 {
        var parser = FrameParser()
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
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
                    send(.error(id: error.id, error.error))
                    continue
                }
                if let status = receive(message) { return status }
            }
        }
        return queue.sync { state == .shuttingDown ? 0 : 1 }
    }

    /// Takes a message as the reading thread does: `exit` gives the status to return at once, a
    /// cancellation is noted at once, and the rest waits its turn on `queue`.
    func receive(_ message: IncomingMessage) -> Int32? {
        switch message {
        case .notification(method: ExitNotification.method, _):
            return queue.sync { state == .shuttingDown ? 0 : 1 }
        case .notification(method: CancelRequestNotification.method, let params):
            if let id = params?.decoded(as: CancelParams.self)?.id { cancellations.cancel(id) }
        default:
            if case .request(let id, _, _) = message { cancellations.received(id) }
            queue.async { self.handle(message) }
        }
        return nil
    }

    func send(_ message: OutgoingMessage) {
        write(message.framed())
    }

    // MARK: - Messages (on `queue`)

    private func handle(_ message: IncomingMessage) {
        switch message {
        case .request(let id, let method, let params):
            defer { cancellations.answered(id) }
            // Cancelled while it waited: answered so without the work.
            if cancellations.isCancelled(id) {
                send(.error(id: id, .requestCancelled))
                return
            }
            send(respond(to: method, params: params, id: id))
        case .notification(let method, let params):
            guard state == .running else { return }  // Notifications before `initialize` are dropped.
            notice(method, params: params)
        case .response:
            return  // Answers to the server's own requests (registering file watchers) need nothing done.
        }
    }

    private func respond(to method: String, params: JSONValue?, id: RequestID) -> OutgoingMessage {
        switch (method, state) {
        case (InitializeRequest.method, .starting):
            state = .running
            initialize(params?.decoded(as: InitializeRequest.Params.self))
            return .response(id: id, result: ServerCapabilities.initializeResult(positionEncoding: positionEncoding))
        case (InitializeRequest.method, _):
            return .error(id: id, .invalidRequest("initialize was sent twice"))
        case (_, .starting):
            return .error(id: id, .serverNotInitialized)
        case (ShutdownRequest.method, _):
            state = .shuttingDown
            documents.removeAll()
            return .response(id: id, result: .null)
        case (_, .shuttingDown):
            return .error(id: id, .invalidRequest("the server is shutting down"))
        default:
            guard let handler = Self.requestHandlers[method] else { return .error(id: id, .methodNotFound(method)) }
            return handler.answer(self, params, id)
        }
    }

    private func notice(_ method: String, params: JSONValue?) {
        // Notifications the server has no use for are ignored, as LSP asks.
        Self.notificationHandlers[method]?.notice(self, params)
    }
}
