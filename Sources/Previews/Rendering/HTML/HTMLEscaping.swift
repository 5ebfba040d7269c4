import Basics

/// The one function every text and attribute value of an HTML page goes through.
///
/// Definitions come from anyone's pull request, so their labels are hostile until shown otherwise:
/// markup characters become entities (quotes too, so the same text is safe in an attribute), and
/// characters that could hide or reorder what a reviewer reads are shown as visible escapes.
public enum HTMLEscaping {
    public static func escaped(_ text: String) -> String {
        // Most texts need nothing: return them without building a copy.
        guard needsEscaping(text) else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 16)
        escape(text) { bytes.append(contentsOf: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Passes `text`, escaped, to `write` piece by piece: runs of its own UTF-8 bytes and the escapes
    /// between them. Runs over the bytes rather than the scalars: every page escapes hundreds of texts,
    /// and nearly all of their bytes are copied as they are.
    ///
    /// `trusted` text — what Foundation's formatters wrote, never a user's — has only its markup
    /// characters escaped: the right-to-left marks of an Arabic date are part of the date.
    static func escape(_ text: String, trusted: Bool = false, into write: (UnsafeBufferPointer<UInt8>) -> Void) {
        let mayStart = trusted ? mayStartMarkup : mayStartEscape
        withUTF8(of: text) { utf8 in
            var copied = 0  // Bytes before this index have been written.
            var index = 0
            while index < utf8.count {
                let length = mayStart[Int(utf8[index])] ? special(in: utf8, at: index) : 0
                guard length > 0 else {
                    index += 1
                    continue
                }
                if copied < index { write(UnsafeBufferPointer(rebasing: utf8[copied..<index])) }
                writeEscape(of: utf8, at: index, length: length, into: write)
                index += length
                copied = index
            }
            if copied < utf8.count { write(UnsafeBufferPointer(rebasing: utf8[copied...])) }
        }
    }

    /// The text's UTF-8 bytes in place, without the copy of the string `withUTF8` makes of a `let`: a page
    /// escapes thousands of texts, and each copy was a retain and a release.
    @inline(__always)
    private static func withUTF8<Result>(of text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = text
        return copy.withUTF8(body)
    }

    /// Control characters (a NUL, an escape, a lone carriage return that HTML would turn into a line
    /// break) and bidirectional formatting characters (U+202E can make `evil.gpj` read `jpg.live`).
    /// Line feeds and tabs are kept: multi-line values need them, and they hide nothing.
    static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        scalar != "\t" && scalar != "\n" && (HiddenCharacter.isControl(scalar) || HiddenCharacter.isBidirectionalFormatting(scalar))
    }

    private static func needsEscaping(_ text: String) -> Bool {
        withUTF8(of: text) { utf8 in
            utf8.indices.contains { mayStartEscape[Int(utf8[$0])] && special(in: utf8, at: $0) > 0 }
        }
    }

    /// Whether a byte can start a character to escape: what ``special(in:at:)`` looks at more closely.
    /// Nearly every byte of a text is ruled out by this table alone.
    /// (Tables for the life of the process, read through a pointer: an array's buffer is retained at every use.)
    nonisolated(unsafe) private static let mayStartEscape = table { byte in
        switch byte {
        case 0x00...0x7F: isHidden(Unicode.Scalar(UInt8(byte))) || "&<>\"'".utf8.contains(UInt8(byte))
        case 0xC2, 0xD8, 0xE2: true
        default: false
        }
    }

    /// Whether a byte is a markup character, the only escapes of trusted text.
    nonisolated(unsafe) private static let mayStartMarkup = table { "&<>\"'".utf8.contains(UInt8($0)) }

    private static func table(_ entry: (Int) -> Bool) -> UnsafePointer<Bool> {
        let table = UnsafeMutablePointer<Bool>.allocate(capacity: 256)
        for byte in 0...255 { table[byte] = entry(byte) }
        return UnsafePointer(table)
    }

    /// The length in bytes of the character at `index` when it must be escaped, else 0. Only ASCII
    /// bytes and the lead bytes C2 (U+0080–U+009F), D8 (U+061C) and E2 (U+200E…U+2069) can start one;
    /// a continuation byte never matches, so scanning byte by byte never splits a character.
    @inline(__always)
    private static func special(in utf8: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        let byte = utf8[index]
        if byte < 0x80 {
            switch byte {
            case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"): return 1
            case 0x09, 0x0A: return 0
            case 0x00...0x1F, 0x7F: return 1
            default: return 0
            }
        }
        let length: Int
        switch byte {
        case 0xC2, 0xD8: length = 2
        case 0xE2: length = 3
        default: return 0
        }
        // The string is valid UTF-8, so the whole sequence is there.
        return isHidden(scalar(in: utf8, at: index, length: length)) ? length : 0
    }

    private static func writeEscape(
        of utf8: UnsafeBufferPointer<UInt8>, at index: Int, length: Int, into write: (UnsafeBufferPointer<UInt8>) -> Void
    ) {
        var escape: String =
            switch utf8[index] {
            case UInt8(ascii: "&"): "&amp;"
            case UInt8(ascii: "<"): "&lt;"
            case UInt8(ascii: ">"): "&gt;"
            case UInt8(ascii: "\""): "&quot;"
            case UInt8(ascii: "'"): "&#39;"
            // Written as the terminal reporter writes it, so both previews show the same thing.
            default: "\\u{" + String(scalar(in: utf8, at: index, length: length).value, radix: 16, uppercase: true) + "}"
            }
        escape.withUTF8(write)
    }

    private static func scalar(in utf8: UnsafeBufferPointer<UInt8>, at index: Int, length: Int) -> Unicode.Scalar {
        let value: UInt32 =
            switch length {
            case 1: UInt32(utf8[index])
            case 2: UInt32(utf8[index] & 0x1F) << 6 | UInt32(utf8[index + 1] & 0x3F)
            default: UInt32(utf8[index] & 0x0F) << 12 | UInt32(utf8[index + 1] & 0x3F) << 6 | UInt32(utf8[index + 2] & 0x3F)
            }
        return Unicode.Scalar(value)!
    }
}
