/// Placeholder: being written.
struct OpenStepPlistReader {
    init(_ bytes: UnsafeBufferPointer<UInt8>, limits: PlistLimits) {}
    mutating func readDocument() throws(PlistError) -> PlistNode {
        throw .syntax("OpenStep reader not written yet", at: .start)
    }
}
