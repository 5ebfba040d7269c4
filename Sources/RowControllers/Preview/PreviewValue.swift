/// The text a cell shows for a value, and where it came from, so renderers can set placeholders apart.
public struct PreviewValue: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// Formatted from sample data (or generated with `--fake-data`).
        case sample
        /// No sample data: the key path stands in for the value.
        case placeholder
    }

    public var text: String
    public var kind: Kind

    public init(_ text: String, kind: Kind = .sample) {
        self.text = text
        self.kind = kind
    }

    public static func placeholder(_ keyPath: String) -> PreviewValue { PreviewValue(keyPath, kind: .placeholder) }
}
