/// The text of a file as UTF-8 bytes, with any byte order mark removed.
public struct SourceText: Sendable {
    public let utf8: [UInt8]

    public init(utf8: [UInt8]) {
        self.utf8 = utf8
    }

    /// Checks and decodes a file's bytes: UTF-8 with or without a byte order mark, or UTF-16 with one.
    /// Anything else is a syntax error at the first bad byte.
    public init(decoding bytes: [UInt8]) throws(PlistError) {
        self = try SourceTextDecoder.decode(bytes)
    }

    /// `position` as a line and column if it is a ``SourcePosition/textOffset(_:)`` into this text;
    /// any other position as it is.
    public func resolve(_ position: SourcePosition) -> SourcePosition {
        resolve([position])[0]
    }

    /// Each position as ``resolve(_:)`` gives it, in one pass over the text whatever their order.
    public func resolve(_ positions: [SourcePosition]) -> [SourcePosition] {
        let offsets = Set(positions.compactMap(\.textOffset)).sorted()
        guard !offsets.isEmpty else { return positions }
        let resolved = utf8.withUnsafeBufferPointer { bytes in
            var tracker = LineColumnTracker(bytes)
            return Dictionary(uniqueKeysWithValues: offsets.map { ($0, tracker.position(at: $0)) })
        }
        return positions.map { position in position.textOffset.flatMap { resolved[$0] } ?? position }
    }

    /// The text of a 1-based line, without its line break; nil past the end.
    public func line(_ number: Int) -> String? {
        lines([number])[number]
    }

    /// The text of each of the 1-based lines asked for that exist, found in one pass over the file.
    public func lines(_ numbers: Set<Int>) -> [Int: String] {
        guard let last = numbers.max(), last >= 1 else { return [:] }
        return utf8.withUnsafeBufferPointer { bytes in
            var found: [Int: String] = [:]
            var start = 0
            var line = 1
            while line <= last {
                let lineBreak = Self.nextLineBreak(in: bytes, from: start)
                if numbers.contains(line) {
                    let end = lineBreak?.at ?? bytes.count
                    found[line] = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
                }
                guard let lineBreak else { break }
                start = lineBreak.after
                line += 1
            }
            return found
        }
    }

    /// Where the next line break starts and where the line after it starts. CR LF, LF and a lone CR
    /// each end a line, as in editors.
    static func nextLineBreak(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> (at: Int, after: Int)? {
        var index = start
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\n"):
                return (index, index + 1)
            case UInt8(ascii: "\r"):
                let crlf = index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\n")
                return (index, index + (crlf ? 2 : 1))
            default:
                index += 1
            }
        }
        return nil
    }
}
