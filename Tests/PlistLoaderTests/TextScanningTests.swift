import CDLGenTestSupport
import Testing

@testable import PlistLoader

/// The word-at-a-time loops must give exactly what a byte-at-a-time count gives, at every offset.
@Suite struct TextScanningTests {
    /// Lines and columns counted one byte at a time, the obvious way.
    func expectedPosition(in bytes: [UInt8], at target: Int) -> SourcePosition {
        var line = 1, column = 1, index = 0
        while index < target {
            let byte = bytes[index]
            if byte == 0x0A || (byte == 0x0D && (index + 1 >= bytes.count || bytes[index + 1] != 0x0A)) {
                line += 1
                column = 1
            } else if byte != 0x0D && byte & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
        return .lineColumn(line: line, column: column)
    }

    @Test(arguments: [
        "abcdefghijklmnopqrstuvwxyz0123456789",
        "abcdefg\nhijklmnop\r\nqrstuvwxyz\rlast line here",
        "exactly8\nexactly8\n12345678é日本語 and then some more ascii text",
        "\t\t\t\t<key>rowLabel</key>\n\t\t\t\t<string>Détails &amp; more</string>\n",
        "a\r\nb\u{0}c\n\n\n\n\n\n\n\n\r\r\n12\n1234567\n\r1234567\r\n",
    ])
    func trackerMatchesAByteByByteCountAtEveryOffset(_ text: String) {
        let bytes = Array(text.utf8)
        bytes.withUnsafeBufferPointer { buffer in
            var stepping = LineColumnTracker(buffer)
            for offset in 0...bytes.count where offset == bytes.count || bytes[offset] & 0xC0 != 0x80 {
                let expected = expectedPosition(in: bytes, at: offset)
                // One step at a time, and in one jump from the start (the jump takes the 8-byte path).
                #expect(stepping.position(at: offset) == expected, "offset \(offset), stepping")
                var jumping = LineColumnTracker(buffer)
                #expect(jumping.position(at: offset) == expected, "offset \(offset), jumping")
            }
        }
    }

    /// Random texts of line breaks, NULs, tabs, ASCII and multi-byte letters, asked for positions a few
    /// bytes apart as the readers ask (the masked short-word path), from a fixed seed.
    @Test func trackerMatchesAByteByByteCountOnRandomTextsInRandomSteps() {
        var random = SplitMix64(seed: 0x5EED)
        let pieces = ["a", "b", "\n", "\r", "\r\n", "\u{0}", "\t", "é", "日", "<key>", "        "]
        for _ in 0..<300 {
            let text = (0..<Int(random.next() % 60)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
            let bytes = Array(text.utf8)
            bytes.withUnsafeBufferPointer { buffer in
                var tracker = LineColumnTracker(buffer)
                var offset = 0
                while offset < bytes.count {
                    offset = min(bytes.count, offset + 1 + Int(random.next() % 12))
                    #expect(tracker.position(at: offset) == expectedPosition(in: bytes, at: offset), "\(bytes) at \(offset)")
                }
            }
        }
    }

    /// Every byte of the 32- and 8-byte fast paths, and past them.
    @Test func validatorFindsAFaultAtEveryOffsetPastTheFastPath() {
        for prefix in 0..<100 {
            var bytes = Array(String(repeating: "a", count: prefix).utf8) + [0xC3]  // a lone lead byte
            bytes += Array("tail of ascii text".utf8)
            #expect(UTF8Validator.firstFault(in: bytes)?.offset == prefix, "prefix \(prefix)")
            var withNul = Array(String(repeating: "b", count: prefix).utf8) + [0] + Array("more ascii after".utf8)
            #expect(UTF8Validator.firstFault(in: withNul)?.offset == prefix)
            withNul[prefix] = 0x41
            #expect(UTF8Validator.firstFault(in: withNul) == nil)
        }
    }

    @Test func validatorAcceptsMultiByteTextAndRefusesOverlongAndSurrogates() {
        #expect(UTF8Validator.firstFault(in: Array("Öffentlich? 説明 😀 ascii ascii".utf8)) == nil)
        #expect(UTF8Validator.firstFault(in: [0x61, 0xC0, 0x80])?.offset == 1)
        #expect(
            UTF8Validator.firstFault(in: [0xED, 0xA0, 0x80])?.message
                == "invalid UTF-8: a UTF-16 surrogate (U+D800), which is not a character")
        #expect(UTF8Validator.firstFault(in: [0xF4, 0x90, 0x80, 0x80])?.message == "invalid UTF-8: an overlong or out-of-range character")
    }
}
