/// The text a cell shows for a value, and where it came from, so renderers can set placeholders apart.
public struct PreviewValue: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// A string of the sample data (or generated with `--fake-data`), shown as written: anyone's
        /// text, so renderers make its control and bidi characters visible.
        case sample
        /// Written by the formatter from sample data (a date by Foundation's, a number as CDL shows it): trusted text,
        /// whose right-to-left and no-break marks are part of the locale's format and are kept.
        case formatted
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
