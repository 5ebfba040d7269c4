/// A definition written once for a rule's examples, rendered in each text format by
/// `ExampleRenderer`.
///
/// `↓` marks where the rule's diagnostic points: at the start of a key or string that begins with it,
/// or at a value wrapped in ``marked(_:)``.
public indirect enum ExampleValue: Sendable {
    case string(String)
    case bool(Bool)
    /// An integer (OpenStep has none: there it is the unquoted string of its digits).
    case integer(Int)
    case array([ExampleValue])
    case dictionary([(key: String, value: ExampleValue)])
    case marked(ExampleValue)

    public static func dict(_ entries: KeyValuePairs<String, ExampleValue>) -> ExampleValue {
        .dictionary(entries.map { ($0.key, $0.value) })
    }

    static let marker: Character = "↓"
}

extension ExampleValue: ExpressibleByStringLiteral {
    public init(stringLiteral value: String) {
        self = .string(value)
    }
}

extension ExampleValue: ExpressibleByBooleanLiteral {
    public init(booleanLiteral value: Bool) {
        self = .bool(value)
    }
}
