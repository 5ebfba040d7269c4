/// Why a property list could not be written in the format asked for.
public struct PlistWriterError: Error, Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// A value the format cannot hold at all: a NaN or infinite real in JSON, a control character in
        /// XML, a date outside the years 0000–9999 in a text format, an integer beyond 128 bits in binary or
        /// outside CoreFoundation's `Int64.min...UInt64.max` in XML.
        case unrepresentableValue
    }

    public var kind: Kind
    public var message: String
    /// Where the value is, for ``Kind/unrepresentableValue``.
    public var path: PlistPath?

    public init(_ kind: Kind, _ message: String, at path: PlistPath? = nil) {
        self.kind = kind
        self.message = message
        self.path = path
    }
}
