/// A written property list: its bytes, and what they do not keep of the value.
public struct PlistWriterOutput: Sendable, Equatable {
    /// The whole file: UTF-8 text ending in a line break for XML, JSON and OpenStep; `bplist00…` for binary.
    public var bytes: [UInt8]
    /// In the order the writer met them, which is the order of the file.
    public var losses: [PlistWriterLoss]

    public init(bytes: [UInt8], losses: [PlistWriterLoss]) {
        self.bytes = bytes
        self.losses = losses
    }

    public init(text: String, losses: [PlistWriterLoss]) {
        self.init(bytes: Array(text.utf8), losses: losses)
    }

    /// The file as text, for the text formats.
    public var text: String {
        String(decoding: bytes, as: UTF8.self)
    }
}
