/// Turns a file's bytes into checked UTF-8 text: UTF-8 with or without a byte order mark, or UTF-16
/// with one. Anything else that is not valid UTF-8 is a syntax error at the first bad byte.
enum SourceTextDecoder {
    static func decode(_ bytes: [UInt8]) throws(PlistError) -> SourceText {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            return try checkedUTF8(Array(bytes.dropFirst(3)))
        }
        if bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) || bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) {
            throw .syntax("UTF-32 text is not supported; save the file as UTF-8", at: .start)
        }
        if bytes.starts(with: [0xFE, 0xFF]) {
            return try fromUTF16(bytes.dropFirst(2), bigEndian: true)
        }
        if bytes.starts(with: [0xFF, 0xFE]) {
            return try fromUTF16(bytes.dropFirst(2), bigEndian: false)
        }
        return try checkedUTF8(bytes)
    }

    private static func checkedUTF8(_ bytes: [UInt8]) throws(PlistError) -> SourceText {
        if let fault = UTF8Validator.firstFault(in: bytes) {
            let position = bytes.withUnsafeBufferPointer { buffer in
                var tracker = LineColumnTracker(buffer)
                return tracker.position(at: fault.offset)
            }
            // The line is shown with the bad bytes as U+FFFD, so the reader sees where they are.
            let line = position.line.flatMap { SourceText(utf8: bytes).line($0) }
            throw PlistError(.syntax, fault.message, at: position, sourceLine: line)
        }
        return SourceText(utf8: bytes)
    }

    private static func fromUTF16(_ body: ArraySlice<UInt8>, bigEndian: Bool) throws(PlistError) -> SourceText {
        guard body.count % 2 == 0 else {
            throw .syntax("the UTF-16 text ends in the middle of a character (odd number of bytes)", at: .start)
        }
        var units = [UInt16]()
        units.reserveCapacity(body.count / 2)
        var index = body.startIndex
        while index < body.endIndex {
            let first = UInt16(body[index]), second = UInt16(body[index + 1])
            units.append(bigEndian ? first << 8 | second : second << 8 | first)
            index += 2
        }
        var utf8 = [UInt8]()
        utf8.reserveCapacity(units.count)
        var iterator = units.makeIterator()
        var decoder = UTF16()
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                if scalar.value == 0 {
                    throw nulError(at: position(in: utf8))
                }
                utf8.append(contentsOf: UTF8.encode(scalar)!)
            case .emptyInput:
                break loop
            case .error:
                throw .syntax("invalid UTF-16: an unpaired surrogate", at: position(in: utf8))
            }
        }
        return SourceText(utf8: utf8)
    }

    /// The position just after the text decoded so far.
    private static func position(in utf8: [UInt8]) -> SourcePosition {
        utf8.withUnsafeBufferPointer { buffer in
            var tracker = LineColumnTracker(buffer)
            return tracker.position(at: buffer.count)
        }
    }

    static func nulError(at position: SourcePosition) -> PlistError {
        .syntax("the text contains a NUL character; a UTF-16 file needs a byte order mark", at: position)
    }
}
