#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A property list as one flat array of nodes in document order, each with its position: a container
/// is followed by its descendants (a dictionary's by key, value, key, value…) and knows where they end.
/// Strings are byte ranges of one buffer, made into `String`s only when asked for.
///
/// What `validate` decodes: making a ``PlistNode`` tree — an array per container, a `String` per string, each
/// counted and freed one by one — and freeing it were much of validating XML files
/// (docs/PERFORMANCE.md, "The comments' figures"). A tape is three allocations, freed at once.
/// ``node(at:vocabulary:)`` makes the tree of any part of it; ``init(_:)`` makes the tape of a tree.
///
/// Values and keys are found by their ``Index``: ``root`` is the whole property list, and the walks
/// (``elements(of:)``, ``entries(of:)``, ``value(forKey:in:)``) give the others. Asking a node for what
/// its kind does not have (the elements of a string) is a programming error.
public final class PlistTape: @unchecked Sendable {  // Immutable once made.
    // Read by the inlinable accessors, which the decoder calls for every key and value.
    @usableFromInline let storage: PlistTapeStorage
    @usableFromInline let nodes: UnsafePointer<PlistTapeNode>
    @usableFromInline let nodeCount: Int
    /// The bytes of every string and key, one after another.
    @usableFromInline let text: UnsafePointer<UInt8>
    /// The values of integers, reals, dates and data, which definitions rarely hold.
    let scalars: [PlistValue]

    init(storage: PlistTapeStorage, nodeCount: Int, scalars: [PlistValue]) {
        precondition(nodeCount > 0, "a tape holds at least its root")
        self.storage = storage
        self.nodes = UnsafePointer(storage.nodes)
        self.nodeCount = nodeCount
        self.text = UnsafePointer(storage.text)
        self.scalars = scalars
    }

    /// The node at `index`, checked: the tape's memory is read without an array's bounds checks.
    @inlinable
    func node(_ index: Index) -> PlistTapeNode {
        precondition(index.slot >= 0 && index.slot < nodeCount, "no node at this index of the tape")
        return nodes[index.slot]
    }

    /// The index of the root value.
    @inlinable
    public var root: Index { Index(slot: 0) }

    /// How many values and keys the tape holds.
    @inlinable
    public var count: Int { nodeCount }

    @inlinable
    public func kind(at index: Index) -> PlistKind {
        node(index).kind
    }

    @inlinable
    public func position(at index: Index) -> SourcePosition {
        node(index).position
    }

    /// The number of elements of an array or entries of a dictionary; 0 for any other value.
    @inlinable
    public func count(at index: Index) -> Int {
        let node = node(index)
        return node.kind.isContainer ? Int(node.first) : 0
    }

    /// The index after the value at `index` and all it holds: its next sibling's, if it has one.
    @inlinable
    public func end(of index: Index) -> Index {
        let node = node(index)
        return node.kind.isContainer ? Index(slot: Int(node.second)) : index.successor
    }

    /// The indexes of an array's elements.
    @inlinable
    public func elements(of array: Index) -> PlistTapeElements {
        precondition(node(array).kind == .array, "elements(of:) needs an array")
        return PlistTapeElements(tape: self, start: array.successor, end: end(of: array))
    }

    /// The indexes of a dictionary's keys and values, in file order, duplicates included.
    @inlinable
    public func entries(of dictionary: Index) -> PlistTapeEntries {
        precondition(node(dictionary).kind == .dictionary, "entries(of:) needs a dictionary")
        return PlistTapeEntries(children: PlistTapeElements(tape: self, start: dictionary.successor, end: end(of: dictionary)))
    }

    /// The UTF-8 bytes of a string or key (empty for any other value).
    @inlinable
    public func withUTF8<Result>(at index: Index, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        let node = node(index)
        guard node.kind == .string else { return try body(UnsafeBufferPointer(start: nil, count: 0)) }
        return try body(UnsafeBufferPointer(start: text + Int(node.first), count: Int(node.second)))
    }

    /// The length in bytes of a string or key; 0 for any other value.
    @inlinable
    public func utf8Count(at index: Index) -> Int {
        let node = node(index)
        return node.kind == .string ? Int(node.second) : 0
    }

    /// A string or key as a `String`; "" for any other value.
    public func string(at index: Index) -> String {
        withUTF8(at: index) { String(decoding: $0, as: UTF8.self) }
    }

    /// Whether the string or key at `index` is exactly `bytes` (scalar by scalar, as keys compare).
    @inlinable
    public func stringEquals(_ index: Index, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let node = node(index)
        guard node.kind == .string, Int(node.second) == bytes.count else { return false }
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return true }
        return memcmp(text + Int(node.first), base, bytes.count) == 0
    }

    /// Whether the strings or keys at `lhs` and `rhs` are the same bytes.
    @inlinable
    public func stringsEqual(_ lhs: Index, _ rhs: Index) -> Bool {
        withUTF8(at: rhs) { stringEquals(lhs, $0) }
    }

    /// A boolean's value; nil for any other value.
    @inlinable
    public func bool(at index: Index) -> Bool? {
        let node = node(index)
        return node.kind == .boolean ? node.first != 0 : nil
    }

    /// The value of the last entry of `dictionary` whose key is `key` (property lists let the last of
    /// duplicates win), or nil.
    @inlinable
    public func value(forKey key: String, in dictionary: Index) -> Index? {
        var key = key
        return key.withUTF8 { value(forKeyUTF8: $0, in: dictionary) }
    }

    /// Where the key of a dictionary's value is written: on the tape a key is the node just before its
    /// value.
    @inlinable
    public func keyPosition(ofValueAt value: Index) -> SourcePosition {
        position(at: Index(slot: value.slot - 1))
    }

    /// ``value(forKey:in:)`` for a key given as its UTF-8 bytes (a decoder's table of the keys it reads).
    @inlinable
    public func value(forKeyUTF8 key: UnsafeBufferPointer<UInt8>, in dictionary: Index) -> Index? {
        // A loop over the nodes rather than `entries(of:)`: this runs for every key a decoder reads.
        var found: Index?
        var index = dictionary.successor
        let end = end(of: dictionary)
        while index < end {
            if stringEquals(index, key) { found = index.successor }
            index = self.end(of: index.successor)
        }
        return found
    }
}
