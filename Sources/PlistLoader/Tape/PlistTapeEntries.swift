/// The indexes of a dictionary's keys and values in a ``PlistTape``, in file order.
public struct PlistTapeEntries: Sequence, IteratorProtocol {
    let tape: PlistTape
    var start: Int
    let end: Int

    public mutating func next() -> (key: Int, value: Int)? {
        guard start < end else { return nil }
        let entry = (key: start, value: start + 1)
        start = tape.end(of: start + 1)
        return entry
    }
}
