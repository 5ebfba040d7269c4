extension SourceText {
    /// The byte offset into ``utf8`` of a line and column, as cdlgen counts them (lines end at LF, CR LF
    /// or a lone CR; columns count scalars from 1): the inverse of ``resolve(_:)->SourcePosition``. A text offset is
    /// itself. Nil for a binary file's byte offset, and for a line or column past the text (the column
    /// just past a line's end is its line break).
    public func offset(of position: SourcePosition) -> Int? {
        if let offset = position.textOffset { return offset <= utf8.count ? offset : nil }
        guard let line = position.line, let column = position.column, line >= 1, column >= 1 else { return nil }
        return utf8.withUnsafeBufferPointer { bytes -> Int? in
            var start = 0
            for _ in 1..<line {
                guard let lineBreak = Self.nextLineBreak(in: bytes, from: start) else { return nil }
                start = lineBreak.after
            }
            let end = Self.nextLineBreak(in: bytes, from: start)?.at ?? bytes.count
            var offset = start
            var scalars = 1
            while scalars < column {
                guard offset < end else { return nil }
                offset += 1
                // A scalar is its lead byte and the continuation bytes after it.
                while offset < end, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
                scalars += 1
            }
            return offset
        }
    }
}
