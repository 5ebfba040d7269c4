/// How a text file's bytes hold its UTF-8 text (``PlistLoader/SourceText``): so that a fixed text is
/// written back as the file was — its byte order mark kept, a UTF-16 file still UTF-16 in its byte order.
enum SourceEncoding: Equatable {
    case utf8
    case utf8WithBOM
    case utf16(bigEndian: Bool)

    init(of bytes: [UInt8]) {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            self = .utf8WithBOM
        } else if bytes.starts(with: [0xFE, 0xFF]) {
            self = .utf16(bigEndian: true)
        } else if bytes.starts(with: [0xFF, 0xFE]) {
            self = .utf16(bigEndian: false)
        } else {
            self = .utf8
        }
    }

    /// The file's bytes for `utf8`, the text without a byte order mark.
    func encode(_ utf8: [UInt8]) -> [UInt8] {
        switch self {
        case .utf8:
            return utf8
        case .utf8WithBOM:
            return [0xEF, 0xBB, 0xBF] + utf8
        case .utf16(let bigEndian):
            var bytes: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
            for unit in String(decoding: utf8, as: UTF8.self).utf16 {
                let (high, low) = (UInt8(unit >> 8), UInt8(unit & 0xFF))
                bytes += bigEndian ? [high, low] : [low, high]
            }
            return bytes
        }
    }
}
