/// Finds where the cursor is in a definition's text — key or value, in which container, on which word —
/// for completion and hover. The text is usually broken while it is typed, so it is scanned, not parsed:
/// no input is an error, any nesting depth is fine (no recursion), and the time is linear in the text.
enum CursorScanner {
    /// `text` is the document's UTF-8 (invalid sequences are tolerated); `offset` the cursor's byte offset,
    /// clamped to `0...text.count`.
    static func context(in text: [UInt8], at offset: Int, syntax: CursorContext.Syntax) -> CursorContext {
        let offset = min(max(offset, 0), text.count)
        switch syntax {
        case .xml: return XMLCursorScanner.context(in: text, at: offset)
        case .openStep, .json: return PlistCursorScanner.context(in: text, at: offset, syntax: syntax)
        }
    }

    /// `.json` files are JSON; other text is XML if its first non-blank character is `<`, else OpenStep.
    static func syntax(forPath path: String, text: [UInt8]) -> CursorContext.Syntax {
        if path.lowercased().hasSuffix(".json") { return .json }
        let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
        let body = text.starts(with: byteOrderMark) ? text.dropFirst(3) : text[...]
        let first = body.first { ![UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains($0) }
        return first == UInt8(ascii: "<") ? .xml : .openStep
    }
}
