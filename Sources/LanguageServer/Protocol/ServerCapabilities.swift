/// What the server tells the client it does, in `initialize`'s result.
enum ServerCapabilities {
    /// Full-text synchronization, with saves; positions counted in `positionEncoding`. Made when asked, not
    /// kept: JSONValue is an indirect enum, whose boxes a `static let` holds through pointers with the case
    /// in their spare bits, which LeakSanitizer takes for leaks.
    static func initializeResult(positionEncoding: PositionEncoding) -> JSONValue {
        .object([
            "capabilities": .object([
                "positionEncoding": .string(positionEncoding.rawValue),
                "textDocumentSync": .object([
                    "openClose": .bool(true), "change": .number(1), "save": .object(["includeText": .bool(false)]),
                ]),
                "completionProvider": .object(["triggerCharacters": .array([.string("."), .string("\""), .string(">")])]),
                "hoverProvider": .bool(true),
                "definitionProvider": .bool(true),
                "documentSymbolProvider": .bool(true),
                "codeActionProvider": .object(["codeActionKinds": .array([.string("quickfix")])]),
            ]),
            "serverInfo": .object(["name": .string("cdlgen")]),
        ])
    }
}
