/// Placeholder: being written.
struct JSONPlistReader {
    init(_ bytes: UnsafeBufferPointer<UInt8>, limits: PlistLimits) {}
    mutating func readDocument() throws(PlistError) -> PlistNode {
        throw .syntax("JSON reader not written yet", at: .start)
    }
}
