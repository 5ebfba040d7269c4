import CDLGenTestSupport
import Foundation
import LanguageServer
import Testing

/// `cdlgen lsp` driven as an editor drives it: framed JSON-RPC on its standard input, messages read back
/// from its standard output (issue 24).
@Suite struct LanguageServerCommandTests {
    /// The server's output, split into messages.
    static func messages(_ bytes: [UInt8]) throws -> [[String: Any]] {
        var parser = FrameParser()
        parser.append(bytes)
        var found: [[String: Any]] = []
        while let frame = try parser.next() {
            guard case .body(let body) = frame else { continue }
            found.append(try #require(JSONSerialization.jsonObject(with: Data(body)) as? [String: Any]))
        }
        return found
    }

    static func framed(_ json: String) -> String { "Content-Length: \(json.utf8.count)\r\n\r\n" + json }

    func session(_ messages: [String], in folder: TemporaryFolder) throws -> (status: Int32, replies: [[String: Any]], stderr: String) {
        let process = Process()
        process.executableURL = CDLGenProcess.binary
        process.arguments = ["lsp"]
        process.currentDirectoryURL = folder.url
        let input = Pipe(), output = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        input.fileHandleForWriting.write(Data(messages.map(Self.framed).joined().utf8))
        try input.fileHandleForWriting.close()
        let replies = output.fileHandleForReading.readDataToEndOfFile()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, try Self.messages(Array(replies)), stderr)
    }

    @Test func anOpenedDefinitionGetsItsDiagnosticsInUTF16Positions() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("PartyDetailView.plist", "")
        let uri = "file://" + path
        // Line 2: the emoji is one scalar and two UTF-16 units, so the row type's column differs by one.
        let text =
            #"( { rowInformation = ("# + "\n" + #"{ rowLabel = "🎉"; rowType = CDLTableRowTypeBoolSwitch; attributeKeyPath = fun; } ); } )"#
        let escaped = text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(
            of: "\n", with: "\\n")
        let result = try session(
            [
                #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"processId":null,"rootUri":null,"capabilities":{}}}"#,
                #"{"jsonrpc":"2.0","method":"initialized","params":{}}"#,
                #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","languageId":"plist","version":1,"text":"\#(escaped)"}}}"#,
                #"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#,
                #"{"jsonrpc":"2.0","method":"exit"}"#,
            ], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let initialize = try #require(result.replies.first { $0["id"] as? Int == 1 })
        #expect((initialize["result"] as? [String: Any])?["capabilities"] != nil)
        let published = try #require(result.replies.first { $0["method"] as? String == "textDocument/publishDiagnostics" })
        let params = try #require(published["params"] as? [String: Any])
        #expect(params["uri"] as? String == uri)
        let diagnostics = try #require(params["diagnostics"] as? [[String: Any]])
        let unknown = try #require(diagnostics.first { $0["code"] as? String == "unknown-row-type" })
        let start = try #require((unknown["range"] as? [String: Any])?["start"] as? [String: Int])
        let line = text.split(separator: "\n")[1]
        let before = line[..<line.range(of: "CDLTableRowTypeBoolSwitch")!.lowerBound]
        #expect(before.utf16.count == before.unicodeScalars.count + 1)
        #expect(start == ["line": 1, "character": before.utf16.count])
        #expect(unknown["severity"] as? Int == 1)
        #expect((result.replies.first { $0["id"] as? Int == 2 })?["result"] is NSNull)
        // Nothing but protocol on standard output: every reply parsed as a message.
        #expect(result.replies.count == 3)
    }

    /// The project file's rules apply as in `validate`: a code turned off is not shown in the editor either.
    @Test func theProjectFilesRulesApply() throws {
        let folder = try TemporaryFolder()
        _ = try folder.write("cdlgen.json", #"{"definitions": ".", "rules": {"unknown-row-type": "off"}}"#)
        let path = try folder.write("PartyDetailView.plist", "")
        let text = #"( { rowInformation = ( { rowLabel = Fun; rowType = CDLTableRowTypeBoolSwitch; attributeKeyPath = fun; } ); } )"#
        let result = try session(
            [
                #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#,
                #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file://\#(path)","languageId":"plist","version":1,"text":"\#(text)"}}}"#,
                #"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#, #"{"jsonrpc":"2.0","method":"exit"}"#,
            ], in: folder)
        #expect(result.status == 0)
        let published = try #require(result.replies.first { $0["method"] as? String == "textDocument/publishDiagnostics" })
        let diagnostics = (published["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]] ?? []
        #expect(!diagnostics.contains { $0["code"] as? String == "unknown-row-type" })
    }

    @Test func badMessagesAreAnsweredWithJSONRPCErrorsAndTheServerGoesOn() throws {
        let folder = try TemporaryFolder()
        let result = try session(
            [
                #"{"jsonrpc":"2.0","id":1,"method":"textDocument/hover","params":{}}"#,
                #"{"jsonrpc":"2.0","id":2,"method":"initialize","params":{"capabilities":{}}}"#,
                "this is not json",
                #"{"jsonrpc":"2.0","id":3,"method":"workspace/unknownThing"}"#,
                #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///never/opened.plist"},"contentChanges":[{"text":"("}]}}"#,
                #"{"jsonrpc":"2.0","id":4,"method":"shutdown"}"#,
                #"{"jsonrpc":"2.0","method":"exit"}"#,
            ], in: folder)
        #expect(result.status == 0)
        func error(_ id: Int?) -> Int? {
            (result.replies.first { ($0["id"] as? Int) == id && $0["error"] != nil }?["error"] as? [String: Any])?["code"] as? Int
        }
        #expect(error(1) == -32002)  // Before initialize.
        #expect(error(3) == -32601)  // No such method.
        #expect((result.replies.first { $0["id"] is NSNull }?["error"] as? [String: Any])?["code"] as? Int == -32700)
        // A change to a document never opened is ignored: no diagnostics published.
        #expect(!result.replies.contains { $0["method"] as? String == "textDocument/publishDiagnostics" })
    }

    @Test func exitWithoutShutdownIsStatusOne() throws {
        let folder = try TemporaryFolder()
        let result = try session([#"{"jsonrpc":"2.0","method":"exit"}"#], in: folder)
        #expect(result.status == 1)
        #expect(result.replies.isEmpty)
    }
}
