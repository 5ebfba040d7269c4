/// The indexes of an array's elements (or a dictionary's keys and values) in a ``PlistTape``, each found by
/// skipping what the one before holds.
public struct PlistTapeElements: Sequence, IteratorProtocol {
    @usableFromInline let tape: PlistTape
    @usableFromInline var start: PlistTape.Index
    @usableFromInline let end: PlistTape.Index

    @inlinable
    init(tape: PlistTape, start: PlistTape.Index, end: PlistTape.Index) {
        self.tape = tape
        self.start = start
        self.end = end
    }

    @inlinable
    public mutating func next() -> PlistTape.Index? {
        guard start < end else { return nil }
        defer { start = tape.end(of: start) }
        return start
    }
}
