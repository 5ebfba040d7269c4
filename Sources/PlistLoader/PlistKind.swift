/// The type of a property-list value, without the value: what a ``PlistTape`` node holds, and what
/// messages name ("expected an array, found a string").
public enum PlistKind: UInt8, Sendable, CaseIterable {
    case string, integer, real, boolean, date, data, array, dictionary, uid

    /// The property-list name of the type.
    public var typeName: String {
        switch self {
        case .string: "string"
        case .integer: "integer"
        case .real: "real"
        case .boolean: "boolean"
        case .date: "date"
        case .data: "data"
        case .array: "array"
        case .dictionary: "dictionary"
        case .uid: "UID"
        }
    }

    /// The type name with its article: "a string", "an array".
    public var typeNameWithArticle: String {
        let name = typeName
        return (name.first.map { "aeiou".contains($0) } ?? false ? "an " : "a ") + name
    }

    public var isContainer: Bool { self == .array || self == .dictionary }
}
