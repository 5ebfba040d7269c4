#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A property list as one flat array of nodes in document order, each with its position: a container
/// is followed by its descendants (a dictionary's by key, value, key, value…) and knows where they end.
/// Strings are byte ranges of one buffer, made into `String`s only when asked for.
///
/// What `validate` decodes: making a ``PlistNode`` tree — an array per container, a `String` per string,
/// each counted and freed one by one — and freeing it were a third of the instructions of validating
/// XML files. A tape is three allocations, freed at once. ``node(at:vocabulary:)`` makes the tree of
/// any part of it; ``init(_:)`` makes the tape of a tree.
///
/// Indexes are those of the tape's nodes: ``root`` is the whole property list. Asking a node for what
/// its kind does not have (the elements of a string) is a programming error.
public final class PlistTape: Sendable {
    let nodes: [PlistTapeNode]
    /// The bytes of every string and key, one after another.
    let text: [UInt8]
    /// The values of integers, reals, dates and data, which definitions rarely hold.
    let scalars: [PlistValue]

    init(nodes: [PlistTapeNode], text: [UInt8], scalars: [PlistValue]) {
        precondition(!nodes.isEmpty, "a tape holds at least its root")
        self.nodes = nodes
        self.text = text
        self.scalars = scalars
    }

    /// The index of the root value.
    public var root: Int { 0 }

    /// How many values and keys the tape holds.
    public var count: Int { nodes.count }

    public func kind(at index: Int) -> PlistKind {
        nodes[index].kind
    }

    public func position(at index: Int) -> SourcePosition {
        nodes[index].position
    }

    /// The number of elements of an array or entries of a dictionary; 0 for any other value.
    public func count(at index: Int) -> Int {
        nodes[index].kind.isContainer ? Int(nodes[index].first) : 0
    }

    /// The index after the value at `index` and all it holds: its next sibling's, if it has one.
    public func end(of index: Int) -> Int {
        nodes[index].kind.isContainer ? Int(nodes[index].second) : index + 1
    }

    /// The indexes of an array's elements.
    public func elements(of array: Int) -> PlistTapeElements {
        precondition(nodes[array].kind == .array, "elements(of:) needs an array")
        return PlistTapeElements(tape: self, start: array + 1, end: end(of: array))
    }

    /// The indexes of a dictionary's keys and values, in file order, duplicates included.
    public func entries(of dictionary: Int) -> PlistTapeEntries {
        precondition(nodes[dictionary].kind == .dictionary, "entries(of:) needs a dictionary")
        return PlistTapeEntries(tape: self, start: dictionary + 1, end: end(of: dictionary))
    }

    /// The UTF-8 bytes of a string or key (empty for any other value).
    public func withUTF8<Result>(at index: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        let node = nodes[index]
        guard node.kind == .string else { return try body(UnsafeBufferPointer(start: nil, count: 0)) }
        return try text.withUnsafeBufferPointer { text in
            try body(UnsafeBufferPointer(rebasing: text[Int(node.first)..<Int(node.first) + Int(node.second)]))
        }
    }

    /// The length in bytes of a string or key; 0 for any other value.
    public func utf8Count(at index: Int) -> Int {
        nodes[index].kind == .string ? Int(nodes[index].second) : 0
    }

    /// A string or key as a `String`; "" for any other value.
    public func string(at index: Int) -> String {
        withUTF8(at: index) { String(decoding: $0, as: UTF8.self) }
    }

    /// Whether the string or key at `index` is exactly `bytes` (scalar by scalar, as keys compare).
    public func stringEquals(_ index: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let node = nodes[index]
        guard node.kind == .string, Int(node.second) == bytes.count else { return false }
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return true }
        return text.withUnsafeBufferPointer { memcmp($0.baseAddress! + Int(node.first), base, bytes.count) == 0 }
    }

    /// Whether the strings or keys at `lhs` and `rhs` are the same bytes.
    public func stringsEqual(_ lhs: Int, _ rhs: Int) -> Bool {
        withUTF8(at: rhs) { stringEquals(lhs, $0) }
    }

    /// A boolean's value; nil for any other value.
    public func bool(at index: Int) -> Bool? {
        nodes[index].kind == .boolean ? nodes[index].first != 0 : nil
    }

    /// The value of the last entry of `dictionary` whose key is `key` (property lists let the last of
    /// duplicates win), or nil.
    public func value(forKey key: String, in dictionary: Int) -> Int? {
        var key = key
        return key.withUTF8 { key in
            var found: Int?
            for entry in entries(of: dictionary) where stringEquals(entry.key, key) { found = entry.value }
            return found
        }
    }
}
