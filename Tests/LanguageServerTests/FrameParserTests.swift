import LanguageServer
import Testing

/// LSP's base protocol: headers, an empty line, `Content-Length` bytes — however the bytes arrive.
@Suite struct FrameParserTests {
    static func framed(_ json: String, extraHeader: String = "") -> [UInt8] {
        Array("Content-Length: \(json.utf8.count)\r\n\(extraHeader)\r\n".utf8) + Array(json.utf8)
    }

    func frames(_ bytes: [UInt8], pieces: Int) throws -> [MessageFrame] {
        var parser = FrameParser()
        var found: [MessageFrame] = []
        let size = max(1, bytes.count / pieces)
        var start = 0
        while start < bytes.count {
            parser.append(bytes[start..<min(bytes.count, start + size)])
            while let frame = try parser.next() { found.append(frame) }
            start += size
        }
        return found
    }

    @Test(arguments: [1, 2, 7, 1000])
    func messagesAreFoundWhateverPiecesTheyArriveIn(_ pieces: Int) throws {
        let first = #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}"#
        let second = #"{"jsonrpc":"2.0","method":"initialized","params":{"text":"été 🎉"}}"#
        let bytes = Self.framed(first) + Self.framed(second, extraHeader: "Content-Type: application/vscode-jsonrpc; charset=utf-8\r\n")
        #expect(try frames(bytes, pieces: pieces) == [.body(Array(first.utf8)), .body(Array(second.utf8))])
    }

    @Test func headerNamesAreCaseInsensitive() throws {
        var parser = FrameParser()
        parser.append(Array("content-length: 2\r\n\r\n{}".utf8))
        #expect(try parser.next() == .body(Array("{}".utf8)))
    }

    @Test(arguments: [
        ("Content-Type: x\r\n\r\n{}", "a message without a Content-Length header"),
        ("Content-Length: ten\r\n\r\n", "Content-Length is not a number of bytes: ten"),
        ("Content-Length: -1\r\n\r\n", "Content-Length is not a number of bytes: -1"),
        ("no colon here\r\n\r\n", "a header line without a colon: no colon here"),
    ])
    func badHeadersAreErrorsAndTheParserGoesOn(_ header: String, _ message: String) throws {
        var parser = FrameParser()
        parser.append(Array(header.utf8))
        #expect(throws: FrameError(message)) { try parser.next() }
        // The next well-formed message is still read.
        parser.append(Self.framed("{}"))
        var frame: MessageFrame?
        while frame == nil, let next = try? parser.next() { frame = next }
        #expect(frame == .body(Array("{}".utf8)))
    }

    @Test func aHeaderThatNeverEndsIsAnErrorNotAnEndlessBuffer() throws {
        var parser = FrameParser()
        parser.append([UInt8](repeating: UInt8(ascii: "x"), count: 9000))
        #expect(throws: FrameError.self) { try parser.next() }
    }

    /// A 100 MB `didChange` is counted off as it arrives, never held; the message after it is read.
    @Test func aMessageTooLargeIsSkippedWithoutBeingKept() throws {
        var parser = FrameParser()
        let size = 100 << 20
        parser.append(Array("Content-Length: \(size)\r\n\r\n".utf8))
        #expect(try parser.next() == nil)
        let chunk = [UInt8](repeating: UInt8(ascii: " "), count: 1 << 20)
        var frames: [MessageFrame] = []
        for _ in 0..<100 {
            parser.append(chunk)
            while let frame = try parser.next() { frames.append(frame) }
        }
        parser.append(Self.framed("{}"))
        while let frame = try parser.next() { frames.append(frame) }
        #expect(frames == [.tooLarge(size: size), .body(Array("{}".utf8))])
    }
}
