import Dispatch
import Foundation
import PlistLoader
import RowControllers

/// `cdlgen lsp`, as far as it goes (issue 24, first part): LSP 3.17 over a pair of file descriptors —
/// `initialize`, `shutdown` and `exit`; open, changed and closed documents (full text) checked as
/// `validate` checks a file on its own — with its project file's rules and custom rows, against the
/// definitions of its folder — and their diagnostics published. The workspace model (the project file, the Core Data model, re-checking what a change
/// affects) and the other features are the next parts.
///
/// Messages are read on the calling thread and handled in order on a queue of their own; nothing but
/// protocol is written to the output.
public final class DefinitionLanguageServer: @unchecked Sendable {
    private enum State {
        case starting, running, shuttingDown
    }

    private let write: @Sendable ([UInt8]) -> Void
    private let queue = DispatchQueue(label: "cdlgen.lsp")
    /// Only touched on `queue`.
    private var state = State.starting
    private var documents: [String: String] = [:]
    private var folders: [String: FolderContext] = [:]

    /// What checking a document of a folder takes, found once a folder: the project file's settings (its
    /// rules and custom rows, as `validate` applies them) and the definitions references may name.
    private struct FolderContext {
        var settings: RunSettings?
        var catalog: DefinitionCatalog
        var validator: DefinitionValidator
    }

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
                if case .notification(method: "exit", _) = message {
                    return queue.sync { state == .shuttingDown ? 0 : 1 }
                }
                queue.async { self.handle(message) }
            }
        }
        return queue.sync { state == .shuttingDown ? 0 : 1 }
    }

    private func send(_ message: OutgoingMessage) {
        write(message.framed())
    }

    // MARK: - Messages (on `queue`)

    private func handle(_ message: IncomingMessage) {
        switch message {
        case .request(let id, let method, let params):
            send(respond(to: method, params: params, id: id))
        case .notification(let method, let params):
            guard state == .running else { return }  // Notifications before `initialize` are dropped.
            notice(method, params: params)
        case .response:
            return  // The server sends no requests yet.
        }
    }

    private func respond(to method: String, params: JSONValue?, id: RequestID) -> OutgoingMessage {
        switch (method, state) {
        case ("initialize", .starting):
            state = .running
            return .response(id: id, result: Self.initializeResult)
        case ("initialize", _):
            return .error(id: id, .invalidRequest("initialize was sent twice"))
        case (_, .starting):
            return .error(id: id, .serverNotInitialized)
        case ("shutdown", _):
            state = .shuttingDown
            documents.removeAll()
            return .response(id: id, result: .null)
        case (_, .shuttingDown):
            return .error(id: id, .invalidRequest("the server is shutting down"))
        default:
            return .error(id: id, .methodNotFound(method))
        }
    }

    private func notice(_ method: String, params: JSONValue?) {
        switch method {
        case "textDocument/didOpen":
            guard let opened = params?.decoded(as: DidOpenTextDocumentParams.self) else { return }
            documents[opened.textDocument.uri] = opened.textDocument.text
            check(opened.textDocument.uri)
        case "textDocument/didChange":
            guard let changed = params?.decoded(as: DidChangeTextDocumentParams.self), documents[changed.textDocument.uri] != nil,
                let text = changed.contentChanges.last?.text
            else { return }
            documents[changed.textDocument.uri] = text
            check(changed.textDocument.uri)
        case "textDocument/didClose":
            guard let closed = params?.decoded(as: DidCloseTextDocumentParams.self) else { return }
            documents[closed.textDocument.uri] = nil
            send(LSPDiagnostics.publish(uri: closed.textDocument.uri, text: "", diagnostics: [], file: ""))
        default:
            return  // `initialized`, `$/cancelRequest` (every request is answered at once) and the rest.
        }
    }

    /// Checks an open document and publishes what it finds.
    private func check(_ uri: String) {
        guard let text = documents[uri], let path = Self.path(of: uri) else { return }
        let file = DefinitionFile(path: path, displayPath: path)
        let context = context(for: path)
        var reports = [context.validator.validate(file, contents: Array(text.utf8), catalog: context.catalog)]
        context.settings?.applyRules(to: &reports)
        send(LSPDiagnostics.publish(uri: uri, text: text, diagnostics: reports[0].diagnostics, file: path))
    }

    private func context(for path: String) -> FolderContext {
        let folder = PathUtilities.directory(of: path)
        if let known = folders[folder] { return known }
        var options = RunOptions()
        options.paths = [folder]
        options.projectFile = ProjectFileLocator.find(from: folder)
        options.ignoresProjectFile = options.projectFile == nil
        // A project file that does not parse leaves the document checked with cdlgen's defaults.
        let settings = try? RunSettings.resolve(options, needsDefinitions: false)
        let found = DefinitionFileFinder.find([folder])
        let validator = DefinitionValidator(customRows: settings?.customRowRegistry() ?? CustomRowControllerRegistry())
        let context = FolderContext(settings: settings, catalog: DefinitionCatalog(roots: [folder], files: found.files), validator: validator)
        folders[folder] = context
        return context
    }

    /// The path of a `file:` URI, percent-decoded; nil for any other scheme.
    static func path(of uri: String) -> String? {
        guard uri.hasPrefix("file://") else { return nil }
        return String(uri.dropFirst("file://".count)).removingPercentEncoding
    }

    /// Full-text synchronization; positions in UTF-16, LSP's default.
    private static let initializeResult: JSONValue = .object([
        "capabilities": .object([
            "textDocumentSync": .object(["openClose": .bool(true), "change": .number(1)]),
            "positionEncoding": .string("utf-16"),
        ]),
        "serverInfo": .object(["name": .string("cdlgen")]),
    ])
}
