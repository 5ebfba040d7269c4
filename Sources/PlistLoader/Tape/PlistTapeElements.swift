/// The indexes of an array's elements (or a dictionary's keys and values) in a ``PlistTape``, each found by
/// skipping what the one before holds.
public struct PlistTapeElements: Sequence, IteratorProtocol {
    @usableFromInline let tape: PlistTape
    @usableFromInline var start: Int
    @usableFromInline let end: Int

    @inlinable
    init(tape: PlistTape, start: Int, end: Int) {
        self.tape = tape
        self.start = start
        self.end = end
    }

    @inlinable
    public mutating func next() -> Int? {
        guard start < end else { return nil }
        defer { start = tape.end(of: start) }
        return start
    }
}
