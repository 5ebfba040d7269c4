import CDLGenTestSupport
import Foundation
import LanguageServer
import Testing

/// A test client of `cdlgen lsp`: messages written as an editor writes them, all at once on the server's
/// standard input (it handles them in order), and every message it sends back, read once it exits.
struct LanguageServerSession {
    private(set) var messages: [[String: Any]] = []
    private var nextID = 1

    /// Starts with `initialize` (the folder as the workspace) and `initialized`.
    init(folder: String, capabilities: [String: Any] = [:]) {
        _ = request("initialize", ["processId": NSNull(), "rootUri": "file://" + folder, "capabilities": capabilities])
        notify("initialized", [:])
    }

    mutating func notify(_ method: String, _ params: [String: Any]) {
        messages.append(["jsonrpc": "2.0", "method": method, "params": params])
    }

    /// The request's id.
    @discardableResult
    mutating func request(_ method: String, _ params: [String: Any]) -> Int {
        defer { nextID += 1 }
        messages.append(["jsonrpc": "2.0", "id": nextID, "method": method, "params": params])
        return nextID
    }

    mutating func open(_ path: String, text: String) {
        notify("textDocument/didOpen", ["textDocument": ["uri": "file://" + path, "languageId": "plist", "version": 1, "text": text]])
    }

    mutating func change(_ path: String, text: String) {
        notify("textDocument/didChange", ["textDocument": ["uri": "file://" + path, "version": 2], "contentChanges": [["text": text]]])
    }

    /// A request about the position of `offset` (a character offset) in `text`.
    @discardableResult
    mutating func request(_ method: String, _ path: String, in text: String, at offset: String.Index) -> Int {
        request(method, ["textDocument": ["uri": "file://" + path], "position": Self.position(of: offset, in: text)])
    }

    static func position(of offset: String.Index, in text: String) -> [String: Int] {
        let before = text[..<offset]
        let lineStart = before.lastIndex(of: "\n").map { before.index(after: $0) } ?? before.startIndex
        return ["line": before.filter { $0 == "\n" }.count, "character": before[lineStart...].utf16.count]
    }

    /// The messages framed as the server reads them, ending with `shutdown` (its id returned) and `exit`;
    /// `extraBytes` just before them.
    private func framed(extraBytes: [UInt8] = []) throws -> (input: [UInt8], shutdown: Int) {
        var script = self
        let shutdown = script.request("shutdown", [:])
        script.notify("exit", [:])
        var input: [UInt8] = []
        for (index, message) in script.messages.enumerated() {
            if index == script.messages.count - 2 { input += extraBytes }
            let body = try JSONSerialization.data(withJSONObject: message)
            input += Array("Content-Length: \(body.count)\r\n\r\n".utf8) + Array(body)
        }
        return (input, shutdown)
    }

    /// Runs the server in `folder` as ``MeasuredProcess`` does (its peak memory and CPU time), its messages
    /// read from a file; what it sent, and what it cost.
    func runMeasured(in folder: URL) throws -> (replies: LanguageServerReplies, measured: MeasuredProcess.Result) {
        let (input, shutdown) = try framed()
        let inputFile = try TemporaryFolder()
        let inputPath = try inputFile.write("messages", Data(input))
        let result = try MeasuredProcess.run(["lsp"], in: folder, standardInput: inputPath)
        let replies = try LanguageServerCommandTests.messages(Array(result.stdout.utf8))
        return (LanguageServerReplies(status: result.status, messages: replies, shutdownID: shutdown), result)
    }

    /// Ends with `shutdown` and `exit`, runs the server, and returns what it sent.
    func run(extraBytes: [UInt8] = []) throws -> LanguageServerReplies {
        let (input, shutdown) = try framed(extraBytes: extraBytes)
        let process = Process()
        process.executableURL = CDLGenProcess.binary
        process.arguments = ["lsp"]
        let stdin = Pipe(), stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        try process.run()
        let writer = Thread { [input] in
            stdin.fileHandleForWriting.write(Data(input))
            try? stdin.fileHandleForWriting.close()
        }
        writer.start()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let replies = try LanguageServerCommandTests.messages(Array(output))
        return LanguageServerReplies(status: process.terminationStatus, messages: replies, shutdownID: shutdown)
    }
}

/// What the server sent in a session.
struct LanguageServerReplies {
    var status: Int32
    var messages: [[String: Any]]
    var shutdownID: Int

    func result(_ id: Int) -> Any? { messages.first { $0["id"] as? Int == id && $0["method"] == nil }?["result"] }

    func errorCode(_ id: Int) -> Int? {
        ((messages.first { $0["id"] as? Int == id }?["error"]) as? [String: Any])?["code"] as? Int
    }

    /// The completion items' labels.
    func labels(_ id: Int) -> [String] {
        ((result(id) as? [String: Any])?["items"] as? [[String: Any]] ?? []).compactMap { $0["label"] as? String }
    }

    /// Every diagnostics list published for the file, in order.
    func published(_ path: String) -> [[[String: Any]]] {
        messages.filter { $0["method"] as? String == "textDocument/publishDiagnostics" }.compactMap { message in
            let params = message["params"] as? [String: Any]
            return params?["uri"] as? String == "file://" + path ? params?["diagnostics"] as? [[String: Any]] : nil
        }
    }
}
