extension PlistTape {
    /// Where a value or key is on a ``PlistTape``: what its accessors take and its walks give. A type of its
    /// own rather than an `Int`, so that a count, a length or a byte offset cannot be passed for one, and so
    /// that the slot numbers of the tape's memory stay the loader's business.
    ///
    /// One word, frozen, with inlinable operations: the decoder (another module) reads a node through it
    /// for every key and value, and it must cost no more than the number it holds.
    @frozen
    public struct Index: Hashable, Comparable, Sendable {
        /// The node's number in document order: the root's is 0.
        @usableFromInline let slot: Int

        @inlinable
        init(slot: Int) {
            self.slot = slot
        }

        /// The next node in document order: a container's first child, a key's value.
        @inlinable
        var successor: Index { Index(slot: slot + 1) }

        // Written out rather than derived, so that they are inlinable across the module boundary.
        @inlinable
        public static func == (lhs: Index, rhs: Index) -> Bool {
            lhs.slot == rhs.slot
        }

        /// Document order.
        @inlinable
        public static func < (lhs: Index, rhs: Index) -> Bool {
            lhs.slot < rhs.slot
        }

        @inlinable
        public func hash(into hasher: inout Hasher) {
            hasher.combine(slot)
        }
    }
}
