/// FNV-1a (64-bit) over UTF-8, with a final mix: the same text gives the same number on every run and
/// machine, which Swift's `Hasher` (seeded at random per process) does not.
struct StableHash {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    init(_ parts: String...) {
        for (index, part) in parts.enumerated() {
            // A separator, so that ("ab", "c") and ("a", "bc") differ.
            if index > 0 { combine(0) }
            for byte in part.utf8 { combine(byte) }
        }
        // FNV's low bits vary little between similar inputs; a splitmix64 finaliser spreads them, so
        // `value % n` and single bits are usable.
        var mixed = value
        mixed = (mixed ^ (mixed >> 30)) &* 0xbf58_476d_1ce4_e5b9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94d0_49bb_1331_11eb
        value = mixed ^ (mixed >> 31)
    }

    private mutating func combine(_ byte: UInt8) {
        value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }

    /// A number in `0..<bound`.
    func below(_ bound: Int) -> Int {
        Int(value % UInt64(bound))
    }

    /// A number in `0..<bound` from the high half of the bits, for a second choice independent of
    /// ``below(_:)``'s.
    func secondBelow(_ bound: Int) -> Int {
        Int((value >> 32) % UInt64(bound))
    }
}
