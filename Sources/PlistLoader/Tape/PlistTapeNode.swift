/// One value of a ``PlistTape``: 20 bytes, no references to count.
@usableFromInline
struct PlistTapeNode: Sendable {
    @usableFromInline var kind: PlistKind
    @usableFromInline var position: SourcePosition
    /// A string's first byte in the tape's text; a container's number of elements (of entries, for a
    /// dictionary); a boolean's value (0 or 1); where an integer, real, date or data value is in the
    /// tape's scalars.
    @usableFromInline var first: UInt32
    /// A string's length in bytes; a container's end: the index of the first node after its last
    /// descendant. (Unused for other values.)
    @usableFromInline var second: UInt32
}
