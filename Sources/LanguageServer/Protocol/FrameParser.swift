import Foundation

/// Splits the byte stream of LSP's base protocol into messages: headers (`Content-Length: n`, an optional
/// `Content-Type`) ended by an empty line, then n bytes of JSON. Bytes come in as they are read, in pieces
/// of any size; the parser keeps only what a message still needs, and a body past the limit is counted
/// off as it arrives rather than stored.
///
/// Written here rather than taken from a library: no LSP package can be fetched on this machine, and the
/// framing is a header line and a byte count.
public struct FrameParser: Sendable {
    /// A larger message is skipped (`MessageFrame.tooLarge`): an editor's whole-document change of a
    /// definition is a few kilobytes; 64 MiB bounds what one message can make the server allocate.
    public static let maximumBodySize = 64 << 20
    /// Headers longer than this are not LSP's: the stream is not what it should be.
    static let maximumHeaderSize = 8 << 10

    private var buffer: [UInt8] = []
    /// The body size announced by the headers being read, once they are complete.
    private var expected: Int?
    /// Bytes still to drop of a body too large to keep.
    private var skipping = 0
    private var skippedSize = 0
    /// After bad headers: what follows is dropped up to the next `Content-Length`, where a message may start.
    private var resynchronizing = false

    public init() {}

    /// Adds bytes read from the stream.
    public mutating func append(_ bytes: some Collection<UInt8>) {
        if skipping > 0 {
            let dropped = min(skipping, bytes.count)
            skipping -= dropped
            buffer.append(contentsOf: bytes.dropFirst(dropped))
            return
        }
        buffer.append(contentsOf: bytes)
    }

    /// The next complete message, nil when more bytes are needed; a `FrameError` for headers that make no
    /// sense (the parser then starts over at the next header it can find).
    public mutating func next() throws(FrameError) -> MessageFrame? {
        if skipping > 0 { return nil }
        if resynchronizing && !resynchronize() { return nil }
        if skippedSize > 0 {
            defer { skippedSize = 0 }
            return .tooLarge(size: skippedSize)
        }
        if expected == nil {
            guard let end = headerEnd() else {
                if buffer.count > Self.maximumHeaderSize {
                    buffer.removeAll()
                    resynchronizing = true
                    throw FrameError("a header longer than \(Self.maximumHeaderSize) bytes")
                }
                return nil
            }
            let header = Array(buffer[..<end])
            buffer.removeFirst(end + 4)
            do {
                expected = try Self.contentLength(in: header)
            } catch {
                resynchronizing = true
                throw error
            }
        }
        guard let size = expected else { return nil }
        if size > Self.maximumBodySize {
            expected = nil
            let dropped = min(size, buffer.count)
            buffer.removeFirst(dropped)
            skipping = size - dropped
            skippedSize = size
            return try next()
        }
        guard buffer.count >= size else { return nil }
        let body = Array(buffer[..<size])
        buffer.removeFirst(size)
        expected = nil
        return .body(body)
    }

    /// Drops bytes up to the next `Content-Length` (any case); true once there, false while none has come
    /// (the last bytes are kept, in case the name is split between two reads).
    private mutating func resynchronize() -> Bool {
        let name = Array("content-length".utf8)
        if buffer.count >= name.count {
            for start in 0...(buffer.count - name.count)
            where zip(buffer[start..<start + name.count], name).allSatisfy({ $0 | 0x20 == $1 }) {
                buffer.removeFirst(start)
                resynchronizing = false
                return true
            }
        }
        buffer.removeFirst(max(0, buffer.count - name.count))
        return false
    }

    /// The index of the `\r\n\r\n` that ends the headers.
    private func headerEnd() -> Int? {
        guard buffer.count >= 4 else { return nil }
        for index in 0...(buffer.count - 4)
        where buffer[index] == 13 && buffer[index + 1] == 10 && buffer[index + 2] == 13 && buffer[index + 3] == 10 {
            return index
        }
        return nil
    }

    /// The `Content-Length` of a header block (names are case-insensitive; other headers are ignored).
    static func contentLength(in header: [UInt8]) throws(FrameError) -> Int {
        var length: Int?
        for line in header.split(separator: 10, omittingEmptySubsequences: true) {
            let text = String(decoding: line.last == 13 ? line.dropLast() : line, as: UTF8.self)
            guard let colon = text.firstIndex(of: ":") else { throw FrameError("a header line without a colon: \(text.prefix(80))") }
            let name = text[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            let value = text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            guard name == "content-length" else { continue }
            guard let number = Int(value), number >= 0 else {
                throw FrameError("Content-Length is not a number of bytes: \(value.prefix(40))")
            }
            length = number
        }
        guard let length else { throw FrameError("a message without a Content-Length header") }
        return length
    }
}
