/// The memory of one tape's nodes and text: allocated and grown by a ``PlistTapeRecorder``, read through
/// the ``PlistTape`` made from it, freed with the last of them (a reader that fails frees it too).
///
/// Raw memory rather than arrays: appending to an array checks that it is uniquely referenced and
/// goes through a generic path for every node and every piece of text (docs/PERFORMANCE.md, "The comments' figures").
@usableFromInline
final class PlistTapeStorage: @unchecked Sendable {
    // Changed only by the recorder, which owns the storage until the tape is made.
    var nodes: UnsafeMutablePointer<PlistTapeNode>
    var text: UnsafeMutablePointer<UInt8>

    init(nodeCapacity: Int, textCapacity: Int) {
        nodes = .allocate(capacity: nodeCapacity)
        text = .allocate(capacity: textCapacity)
    }

    deinit {
        nodes.deallocate()
        text.deallocate()
    }
}
