import PlistLoader

/// A document's text as the server works on it: its UTF-8 and where each line starts, to turn LSP's
/// positions (a line from 0 and a character counted as the session's ``PositionEncoding`` says) into
/// byte offsets and back.
struct DocumentText: Sendable {
    let text: String
    let bytes: [UInt8]
    let encoding: PositionEncoding
    /// The byte offset each line starts at; lines end at LF (a CR before it belongs to the line).
    private let lineStarts: [Int]

    init(_ text: String, encoding: PositionEncoding) {
        self.text = text
        self.encoding = encoding
        self.bytes = Array(text.utf8)
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
        self.lineStarts = starts
    }

    var lineCount: Int { lineStarts.count }

    /// The line's text, without its line break (nor a CR before it).
    func line(_ index: Int) -> Substring {
        guard index >= 0, index < lineStarts.count else { return "" }
        let end = index + 1 < lineStarts.count ? lineStarts[index + 1] - 1 : bytes.count
        var line = Substring(decoding: bytes[lineStarts[index]..<max(lineStarts[index], end)], as: UTF8.self)
        if line.hasSuffix("\r") { line = line.dropLast() }
        return line
    }

    /// The byte offset of an LSP position; a line past the end is the end of the text, a character past
    /// the end of its line the line's end, and one inside a scalar's units (half a surrogate pair, a byte
    /// inside a UTF-8 sequence) the start of that scalar.
    func offset(line: Int, character: Int) -> Int {
        guard line >= 0 else { return 0 }
        guard line < lineStarts.count else { return bytes.count }
        var offset = lineStarts[line]
        var units = 0
        for scalar in self.line(line).unicodeScalars {
            units += encoding.units(of: scalar)
            if units > character { break }
            offset += scalar.utf8.count
        }
        return offset
    }

    /// The LSP position of a byte offset (clamped to the text).
    func position(ofOffset offset: Int) -> (line: Int, character: Int) {
        let offset = min(max(0, offset), bytes.count)
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        let prefix = Substring(decoding: bytes[lineStarts[low]..<offset], as: UTF8.self)
        return (low, prefix.unicodeScalars.reduce(0) { $0 + encoding.units(of: $1) })
    }

    /// LSP's `Position` of a byte offset.
    func lspPosition(ofOffset offset: Int) -> JSONValue {
        let position = position(ofOffset: offset)
        return .object(["line": .number(Double(position.line)), "character": .number(Double(position.character))])
    }

    /// LSP's `Range` of a byte range.
    func lspRange(_ range: Range<Int>) -> JSONValue {
        .object(["start": lspPosition(ofOffset: range.lowerBound), "end": lspPosition(ofOffset: range.upperBound)])
    }
}

extension DocumentText {
    /// The byte offset of cdlgen's position (line and scalar column from 1); nil for a byte offset of a
    /// binary file or a position past the text.
    func offset(of position: SourcePosition) -> Int? {
        guard let line = position.line, let column = position.column, line >= 1, line <= lineCount else { return nil }
        var offset = offset(line: line - 1, character: 0)
        for scalar in self.line(line - 1).unicodeScalars.prefix(max(0, column - 1)) { offset += scalar.utf8.count }
        return offset
    }
}
