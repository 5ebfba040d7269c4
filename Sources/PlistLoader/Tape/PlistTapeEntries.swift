/// The indexes of a dictionary's keys and values in a ``PlistTape``, in file order.
public struct PlistTapeEntries: Sequence, IteratorProtocol {
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
    public mutating func next() -> (key: Int, value: Int)? {
        guard start < end else { return nil }
        let entry = (key: start, value: start + 1)
        start = tape.end(of: start + 1)
        return entry
    }
}
