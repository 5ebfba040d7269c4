/// The indexes of an array's elements in a ``PlistTape``, each found by skipping what the one before holds.
public struct PlistTapeElements: Sequence, IteratorProtocol {
    let tape: PlistTape
    var start: Int
    let end: Int

    public mutating func next() -> Int? {
        guard start < end else { return nil }
        defer { start = tape.end(of: start) }
        return start
    }
}
