/// Placeholder: being written.
enum XMLPlistReader {
    static func initializeLibrary() {}
    static func read(_ bytes: UnsafeBufferPointer<UInt8>, limits: PlistLimits) throws(PlistError) -> PlistNode {
        throw .syntax("XML reader not written yet", at: .start)
    }
}
