import PlistLoader

/// A document's text as the server works on it: its UTF-8 and where each line starts, to turn LSP's
/// positions (a line from 0 and a character counted as the session's ``PositionEncoding`` says) into
/// byte offsets and back. Both are worked out once per text, so that each position costs a binary search,
/// not a count from its line's start.
struct DocumentText: Sendable {
    let text: String
    let bytes: [UInt8]
    let encoding: PositionEncoding
    /// The byte offset each line starts at; lines end at LF (a CR before it belongs to the line).
    private let lineStarts: [Int]
    private let wideScalars: WideScalarIndex

    init(_ text: String, encoding: PositionEncoding) {
        self.text = text
        self.encoding = encoding
        self.bytes = Array(text.utf8)
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
        self.lineStarts = starts
        self.wideScalars = WideScalarIndex(bytes)
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
        offset(line: line, units: character, in: encoding)
    }

    private func offset(line: Int, units: Int, in encoding: PositionEncoding) -> Int {
        guard line >= 0 else { return 0 }
        guard line < lineStarts.count else { return bytes.count }
        return wideScalars.offset(from: lineStarts[line], units: units, limit: contentEnd(ofLine: line), in: encoding)
    }

    /// Where the line's text ends: before its LF, and a CR before that.
    private func contentEnd(ofLine index: Int) -> Int {
        let end = index + 1 < lineStarts.count ? lineStarts[index + 1] - 1 : bytes.count
        return end > lineStarts[index] && bytes[end - 1] == UInt8(ascii: "\r") ? end - 1 : end
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
        return (low, wideScalars.units(from: lineStarts[low], to: offset, in: encoding))
    }

    /// LSP's `Range` of a byte range.
    func range(_ range: Range<Int>) -> LSPRange {
        let (start, end) = (position(ofOffset: range.lowerBound), position(ofOffset: range.upperBound))
        return LSPRange(
            start: Position(line: start.line, character: start.character), end: Position(line: end.line, character: end.character))
    }
}

extension DocumentText {
    /// The byte offset of cdlgen's position (line and scalar column from 1); nil for a byte offset of a
    /// binary file or a position past the text.
    func offset(of position: SourcePosition) -> Int? {
        guard let line = position.line, let column = position.column, line >= 1, line <= lineCount else { return nil }
        return offset(line: line - 1, units: max(0, column - 1), in: .utf32)
    }
}
