/// The four encodings of a property list that cdlgen reads.
public enum PlistFormat: String, Sendable, CaseIterable {
    case xml
    case openStep = "openstep"
    case json
    case binary

    /// A name for messages.
    public var displayName: String {
        switch self {
        case .xml: "XML property list"
        case .openStep: "OpenStep property list"
        case .json: "JSON"
        case .binary: "binary property list"
        }
    }
}
