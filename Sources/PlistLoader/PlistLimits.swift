/// Bounds on what one file may make cdlgen do. Exceeding one ends loading with a positioned error.
public struct PlistLimits: Sendable, Equatable {
    /// How deeply containers may nest, the same in every format. (For XML, libxml2's own limit of
    /// 256 element levels applies first; a plist's `<plist>` element takes one of them.)
    public var maxDepth: Int
    /// The largest file read, in bytes.
    public var maxFileSize: Int
    /// How many nodes a binary property list may expand to (shared references count each time).
    public var maxBinaryNodes: Int
    /// How many nodes — values and dictionary keys — one file's tree may hold, in every format. Counted
    /// as the readers make them, so memory stays bounded by this rather than by what the bytes could
    /// describe (64 MiB of `[],` is 22 million arrays).
    public var maxNodes: Int

    public init(maxDepth: Int = 512, maxFileSize: Int = 64 << 20, maxBinaryNodes: Int = 10_000_000, maxNodes: Int = 10_000_000) {
        self.maxDepth = maxDepth
        self.maxFileSize = maxFileSize
        self.maxBinaryNodes = maxBinaryNodes
        self.maxNodes = maxNodes
    }

    public static let `default` = PlistLimits()

    /// The error for the node that takes a file past ``maxNodes``.
    func tooManyNodes(at position: SourcePosition) -> PlistError {
        PlistError(.limitExceeded, "the file holds more than \(maxNodes) nodes (values and dictionary keys)", at: position)
    }
}
