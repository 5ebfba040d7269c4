/// Strings that a program expects its files to repeat (a format's keys and names), given once. Text that
/// spells one of them, byte for byte, becomes that very string, so files share it instead of each making
/// and freeing a copy of its own.
///
/// Give string literals: a string spelled out in the program is never freed, so sharing it costs no reference
/// counting, even between threads (docs/PERFORMANCE.md, "The comments' figures"). Strings are looked up here where
/// the trees of XML files are made from their tapes (``PlistLoader/load(contentsOf:)``,
/// ``PlistTape/node(at:vocabulary:)``); a tape itself holds bytes, not strings.
public struct PlistVocabulary: Sendable {
    private let strings: [String]
    /// Open addressing over indexes into `strings` (0: empty, else index + 1), at most half full.
    private let slots: [UInt16]

    public static let none = PlistVocabulary([])

    /// Duplicates, and strings too long for the interner to look up, are left out.
    public init(_ strings: [String]) {
        var kept: [String] = []
        var slots = [UInt16](repeating: 0, count: Self.slotCount(for: strings.count))
        for string in strings where string.utf8.count <= StringInterner.maxLength && kept.count < Int(UInt16.max) {
            var index = Int(StringInterner.hash(Array(string.utf8))) & (slots.count - 1)
            while slots[index] != 0, kept[Int(slots[index]) - 1] != string { index = (index + 1) & (slots.count - 1) }
            guard slots[index] == 0 else { continue }
            kept.append(string)
            slots[index] = UInt16(kept.count)
        }
        self.strings = kept
        self.slots = slots
    }

    /// The smallest power of two at least twice `count`.
    private static func slotCount(for count: Int) -> Int {
        var slots = 2
        while slots < 2 * min(count, Int(UInt16.max)) { slots *= 2 }
        return slots
    }

    var isEmpty: Bool { strings.isEmpty }

    /// The string `bytes` spell, if it is one of them; `hash` is ``StringInterner/hash(_:)`` of `bytes`.
    @inline(__always)
    func string(_ bytes: UnsafeBufferPointer<UInt8>, hash: UInt32) -> String? {
        var index = Int(hash) & (slots.count - 1)
        while slots[index] != 0 {
            let candidate = strings[Int(slots[index]) - 1]
            if StringInterner.equal(candidate, bytes) { return candidate }
            index = (index + 1) & (slots.count - 1)
        }
        return nil
    }
}
