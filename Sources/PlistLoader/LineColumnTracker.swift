/// Turns byte offsets into lines and columns in one forward pass.
///
/// Readers ask for positions in increasing order as they go, so the tracker only moves forward and the
/// total work is linear in the file's size, even for a file that is one long line. (Asking for an earlier
/// offset is allowed and restarts the count from the top.)
struct LineColumnTracker {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var offset = 0
    private var line = 1
    private var column = 1

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    mutating func position(at target: Int) -> SourcePosition {
        let target = min(max(target, 0), bytes.count)
        if target < offset {
            offset = 0
            line = 1
            column = 1
        }
        while offset < target {
            // Eight bytes at a time while they are ASCII and hold no CR: count the LFs among them, and
            // the column is then the number of bytes after the last one.
            if offset + 8 <= target, let lineFeeds = ASCIIWord.lineFeedsIfPlain(ASCIIWord.load(bytes, at: offset)) {
                if lineFeeds == 0 {
                    column += 8
                } else {
                    // Little-endian: the highest set bit is the last LF; its byte index is bit / 8.
                    line += lineFeeds.nonzeroBitCount
                    column = 1 + 7 - (63 - lineFeeds.leadingZeroBitCount) / 8
                }
                offset += 8
                continue
            }
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte == UInt8(ascii: "\r") {
                // A lone CR ends a line; in CR LF the LF does.
                if offset + 1 >= bytes.count || bytes[offset + 1] != UInt8(ascii: "\n") {
                    line += 1
                    column = 1
                }
            } else if byte & 0xC0 != 0x80 {
                // Count scalars, not bytes: UTF-8 continuation bytes add nothing.
                column += 1
            }
            offset += 1
        }
        return .lineColumn(line: line, column: column)
    }
}
