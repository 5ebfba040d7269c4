import PlistLoader
import Workspace

/// One client's session: the server's state — its documents, its workspaces, what the client can do — and
/// the handling of each message, isolated in an actor. The events come one at a time from the task that
/// drains `DefinitionLanguageServer`'s stream, so they are handled in the order they were read.
actor ServerSession {
    enum State {
        case starting, running, shuttingDown
    }

    private let write: @Sendable ([UInt8]) -> Void
    /// Where the session queues a document's check behind the messages already read.
    let events: AsyncStream<SessionEvent>.Continuation
    let cancellations: CancelledRequests

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

    init(
        write: @escaping @Sendable ([UInt8]) -> Void, events: AsyncStream<SessionEvent>.Continuation, cancellations: CancelledRequests
    ) {
        self.write = write
        self.events = events
        self.cancellations = cancellations
    }

    /// The status LSP asks the process to exit with: 0 after a `shutdown`, 1 otherwise.
    var exitStatus: Int32 {
        state == .shuttingDown ? 0 : 1
    }

    func send(_ message: OutgoingMessage) {
        write(message.framed())
    }

    func handle(_ event: SessionEvent) {
        switch event {
        case .message(let message): handle(message)
        case .check(let key): checkIfPending(key)
        case .send(let message): send(message)
        }
    }

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
            // Notifications the server has no use for are ignored, as LSP asks.
            Self.notificationHandlers[method]?.notice(self, params)
        case .response:
            return  // Answers to the server's own requests (registering file watchers) need nothing done.
        }
    }

    private func respond(to method: String, params: JSONValue?, id: RequestID) -> OutgoingMessage {
        switch (method, state) {
        case (InitializeRequest.method, .starting):
            state = .running
            initialize(params?.decoded(as: InitializeRequest.Params.self))
            let result = InitializeRequest.Result(capabilities: ServerCapabilities(positionEncoding: positionEncoding.rawValue))
            return .response(id: id, result: JSONValue(encoding: result))
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
}
