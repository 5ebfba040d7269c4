import Foundation
import FuzzSupport
import LanguageServer

// The bytes as a document an editor has open in `cdlgen lsp` (a JSON definition when the first byte is
// odd, else a plist: XML or OpenStep by its text), positions counted in the encoding the last byte picks
// (UTF-8, UTF-16 or UTF-32), and every feature asked for at positions the bytes pick: the cursor scanner, completion, hover, go to definition, the outline and code actions on text as
// broken as typing leaves it, through the server's own message loop. Only a crash, leak or hang is a finding.
FuzzDriver.run { data, size in
    let bytes = FuzzInput.bytes(data, size)
    let text = String(decoding: bytes, as: UTF8.self)
    let uri = "file:///cdlgen-fuzz/Fuzz" + ((bytes.first ?? 0) & 1 == 1 ? "DetailView.json" : "DetailView.plist")
    let encoding = ["utf-8", "utf-16", "utf-32"][Int(bytes.last ?? 0) % 3]
    let capabilities: [String: Any] = [
        "general": ["positionEncodings": [encoding]],
        "textDocument": ["completion": ["completionItem": ["snippetSupport": (bytes.last ?? 0) & 4 != 0]]],
    ]
    var messages: [[String: Any]] = [
        ["jsonrpc": "2.0", "id": 0, "method": "initialize", "params": ["capabilities": capabilities]],
        [
            "jsonrpc": "2.0", "method": "textDocument/didOpen",
            "params": ["textDocument": ["uri": uri, "languageId": "plist", "version": 1, "text": text]],
        ],
    ]
    let lines = max(1, text.split(separator: "\n", omittingEmptySubsequences: false).count)
    for (index, byte) in bytes.prefix(8).enumerated() {
        let position: [String: Any] = ["line": Int(byte) % (lines + 1), "character": Int(bytes[bytes.count - 1 - index]) % 90]
        let document: [String: Any] = ["uri": uri]
        for method in ["textDocument/completion", "textDocument/hover", "textDocument/definition"] {
            messages.append([
                "jsonrpc": "2.0", "id": messages.count, "method": method, "params": ["textDocument": document, "position": position],
            ])
        }
        messages.append([
            "jsonrpc": "2.0", "id": messages.count, "method": "textDocument/codeAction",
            "params": ["textDocument": document, "range": ["start": position, "end": position], "context": ["diagnostics": []]],
        ])
    }
    messages.append([
        "jsonrpc": "2.0", "id": messages.count, "method": "textDocument/documentSymbol", "params": ["textDocument": ["uri": uri]],
    ])
    messages.append(["jsonrpc": "2.0", "id": messages.count, "method": "shutdown"])
    messages.append(["jsonrpc": "2.0", "method": "exit"])
    var input = Data()
    for message in messages {
        guard let body = try? JSONSerialization.data(withJSONObject: message) else { continue }
        input += Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }
    // From a file, not a pipe: a pipe holds 64 KiB, and the server reads on this thread.
    guard let file = tmpfile() else { return 0 }
    defer { fclose(file) }
    _ = input.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
    fflush(file)
    rewind(file)
    let server = DefinitionLanguageServer { _ in }
    _ = server.run(input: fileno(file))
    return 0
}
