/// The indexes of a dictionary's keys and values in a ``PlistTape``, in file order: its children, taken
/// two by two.
public struct PlistTapeEntries: Sequence, IteratorProtocol {
    @usableFromInline var children: PlistTapeElements

    @inlinable
    init(children: PlistTapeElements) {
        self.children = children
    }

    @inlinable
    public mutating func next() -> (key: PlistTape.Index, value: PlistTape.Index)? {
        guard let key = children.next(), let value = children.next() else { return nil }
        return (key, value)
    }
}
