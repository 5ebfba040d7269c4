/// A written property list: its text, and what the text does not keep of the value.
public struct PlistWriterOutput: Sendable, Equatable {
    /// The whole file, ending in a line break.
    public var text: String
    /// In the order the writer met them, which is the order of the text.
    public var losses: [PlistWriterLoss]

    public init(text: String, losses: [PlistWriterLoss]) {
        self.text = text
        self.losses = losses
    }
}
