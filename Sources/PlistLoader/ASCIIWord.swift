/// Tests on eight bytes at once, for the loops that scan whole files (UTF-8 validation, line and column
/// counting): most of a definition file is ASCII, and a word at a time is several times faster.
enum ASCIIWord {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    static func load(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> UInt64 {
        UnsafeRawPointer(bytes.baseAddress! + offset).loadUnaligned(as: UInt64.self)
    }

    /// No byte has its high bit set (all ASCII) and none is NUL.
    static func isPlainASCII(_ word: UInt64) -> Bool {
        word & highBits == 0 && !containsZeroByte(word)
    }

    /// Some byte is LF or CR.
    static func containsLineBreak(_ word: UInt64) -> Bool {
        containsZeroByte(word ^ (ones &* 0x0A)) || containsZeroByte(word ^ (ones &* 0x0D))
    }

    /// The classic "has a zero byte" test (exact for words whose bytes are all below 0x80).
    private static func containsZeroByte(_ word: UInt64) -> Bool {
        (word &- ones) & ~word & highBits != 0
    }
}
