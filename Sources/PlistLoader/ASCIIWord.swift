/// Tests on eight bytes at once, for the loops that scan whole files (UTF-8 validation, line and column
/// counting): most of a definition file is ASCII, and a word at a time is several times faster.
enum ASCIIWord {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    static func load(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> UInt64 {
        // Little-endian whatever the machine: the first byte is the lowest.
        UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress! + offset).loadUnaligned(as: UInt64.self))
    }

    /// No byte has its high bit set (all ASCII) and none is NUL.
    static func isPlainASCII(_ word: UInt64) -> Bool {
        word & highBits == 0 && !containsZeroByte(word)
    }

    /// The same for four words (32 bytes) at once, with one test: a file's long plain runs go four times
    /// as far per branch.
    static func arePlainASCII(_ a: UInt64, _ b: UInt64, _ c: UInt64, _ d: UInt64) -> Bool {
        let zeroBytes = (a &- ones) & ~a | (b &- ones) & ~b | (c &- ones) & ~c | (d &- ones) & ~d
        return (a | b | c | d | zeroBytes) & highBits == 0
    }

    /// When all eight bytes are ASCII and none is NUL or CR, the high bit of each that is LF (zero for
    /// none); nil otherwise.
    static func lineFeedsIfPlain(_ word: UInt64) -> UInt64? {
        guard isPlainASCII(word), zeroByteMask(word ^ (ones &* 0x0D)) == 0 else { return nil }
        return zeroByteMask(word ^ (ones &* 0x0A))
    }

    /// The high bit of each zero byte, for words whose bytes are all below 0x80: adding 0x7F to the low
    /// seven bits sets the high bit of every byte that is not zero, without a carry between bytes.
    private static func zeroByteMask(_ word: UInt64) -> UInt64 {
        let low = ones &* 0x7F
        return ~(((word & low) &+ low) | word) & highBits
    }

    /// The classic "has a zero byte" test (exact for words whose bytes are all below 0x80).
    private static func containsZeroByte(_ word: UInt64) -> Bool {
        (word &- ones) & ~word & highBits != 0
    }
}
