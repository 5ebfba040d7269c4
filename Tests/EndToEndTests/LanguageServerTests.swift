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

    /// Positions in UTF-16 units unless the client offers another encoding (LSP 3.17): then the server
    /// takes the first it lists and says so, and its diagnostics and the positions of requests
    /// count that way (nil: a client that offers none).
    @Test(arguments: [nil, "utf-16", "utf-8", "utf-32"])
    func anOpenedDefinitionGetsItsDiagnosticsInTheChosenEncoding(_ offered: String?) throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("PartyDetailView.plist", "")
        let uri = "file://" + path
        // Line 2: the emoji is one scalar, two UTF-16 units and four UTF-8 bytes, so columns after it differ.
        let text =
            #"( { rowInformation = ("# + "\n" + #"{ rowLabel = "🎉"; rowType = CDLTableRowTypeBoolSwitch; attributeKeyPath = fun; } ); } )"#
        let escaped = text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(
            of: "\n", with: "\\n")
        let line = text.split(separator: "\n")[1]
        func character(before word: String) -> Int {
            let before = line[..<line.range(of: word)!.lowerBound]
            switch offered {
            case "utf-8": return before.utf8.count
            case "utf-32": return before.unicodeScalars.count
            default: return before.utf16.count
            }
        }
        let capabilities = offered.map { #"{"general":{"positionEncodings":["\#($0)","utf-16"]}}"# } ?? "{}"
        let hoverAt = character(before: "attributeKeyPath") + 3
        let result = try session(
            [
                #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"processId":null,"rootUri":null,"capabilities":\#(capabilities)}}"#,
                #"{"jsonrpc":"2.0","method":"initialized","params":{}}"#,
                #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","languageId":"plist","version":1,"text":"\#(escaped)"}}}"#,
                #"{"jsonrpc":"2.0","id":2,"method":"textDocument/hover","params":{"textDocument":{"uri":"\#(uri)"},"position":{"line":1,"character":\#(hoverAt)}}}"#,
                #"{"jsonrpc":"2.0","id":3,"method":"shutdown"}"#,
                #"{"jsonrpc":"2.0","method":"exit"}"#,
            ], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let initialize = try #require(result.replies.first { $0["id"] as? Int == 1 })
        let capabilitiesSent = try #require((initialize["result"] as? [String: Any])?["capabilities"] as? [String: Any])
        #expect(capabilitiesSent["positionEncoding"] as? String == offered ?? "utf-16")
        let published = try #require(result.replies.first { $0["method"] as? String == "textDocument/publishDiagnostics" })
        let params = try #require(published["params"] as? [String: Any])
        #expect(params["uri"] as? String == uri)
        let diagnostics = try #require(params["diagnostics"] as? [[String: Any]])
        let unknown = try #require(diagnostics.first { $0["code"] as? String == "unknown-row-type" })
        let range = try #require(unknown["range"] as? [String: [String: Int]])
        let start = character(before: "CDLTableRowTypeBoolSwitch")
        #expect(range == ["start": ["line": 1, "character": start], "end": ["line": 1, "character": start + 1]])
        #expect(unknown["severity"] as? Int == 1)
        // The hover's word, found from a position counted the same way, and its range given back so.
        let hover = try #require((result.replies.first { $0["id"] as? Int == 2 })?["result"] as? [String: Any])
        let hoverRange = try #require(hover["range"] as? [String: [String: Int]])
        #expect(hoverRange["start"] == ["line": 1, "character": character(before: "attributeKeyPath")])
        #expect(hoverRange["end"] == ["line": 1, "character": character(before: "attributeKeyPath") + 16])
        #expect((result.replies.first { $0["id"] as? Int == 3 })?["result"] is NSNull)
        // Nothing but protocol on standard output: every reply parsed as a message.
        #expect(result.replies.count == 4)
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
