/// Bounds on what one file may make cdlgen do. Exceeding one ends loading with a positioned error.
public struct PlistLimits: Sendable, Equatable {
    /// How deeply containers may nest, the same in every format. (For XML, libxml2's own limit of
    /// 256 element levels applies first; a plist's `<plist>` element takes one of them.)
    public var maxDepth: Int
    /// The largest file read, in bytes.
    public var maxFileSize: Int
    /// How many nodes a binary property list may expand to (shared references count each time).
    public var maxBinaryNodes: Int

    public init(maxDepth: Int = 512, maxFileSize: Int = 64 << 20, maxBinaryNodes: Int = 10_000_000) {
        self.maxDepth = maxDepth
        self.maxFileSize = maxFileSize
        self.maxBinaryNodes = maxBinaryNodes
    }

    public static let `default` = PlistLimits()
}
