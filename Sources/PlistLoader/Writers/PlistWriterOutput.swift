/// A written property list: its bytes, and what they do not keep of the value.
public struct PlistWriterOutput: Sendable, Equatable {
    /// How many losses are listed per file: a file of ten million `true`s converted to OpenStep would
    /// otherwise list ten million, and take gigabytes to. The rest are counted.
    public static let lossListLimit = 1_000

    /// The whole file: UTF-8 text ending in a line break for XML, JSON and OpenStep; `bplist00…` for binary.
    public var bytes: [UInt8]
    /// In the order the writer met them, which is the order of the file; at most ``lossListLimit``.
    public var losses: [PlistWriterLoss]
    /// The losses past those listed, and the first of them.
    public var unlistedLossCount: Int
    public var firstUnlistedLoss: PlistWriterLoss?

    public init(bytes: [UInt8], losses: [PlistWriterLoss], unlistedLossCount: Int = 0, firstUnlistedLoss: PlistWriterLoss? = nil) {
        self.bytes = bytes
        self.losses = losses
        self.unlistedLossCount = unlistedLossCount
        self.firstUnlistedLoss = firstUnlistedLoss
    }

    public init(text: String, losses: [PlistWriterLoss]) {
        self.init(bytes: Array(text.utf8), losses: losses)
    }

    /// The file as text, for the text formats.
    public var text: String {
        String(decoding: bytes, as: UTF8.self)
    }
}
