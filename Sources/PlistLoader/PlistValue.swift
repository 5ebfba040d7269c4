import Foundation

/// The value of a property-list node. Containers hold nodes, so every element keeps its position.
public enum PlistValue: Sendable, Equatable {
    case string(String)
    /// Integers of XML, JSON and binary files. (OpenStep has no numbers: they are strings there.)
    case integer(PlistInteger)
    case real(Double)
    /// Booleans of XML, JSON and binary files. (OpenStep writes booleans as the strings YES and NO.)
    case boolean(Bool)
    case date(Date)
    case data([UInt8])
    case array([PlistNode])
    case dictionary(PlistDictionary)

    /// The property-list name of the value's type, for messages ("expected an array, found a string").
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
        }
    }

    /// The type name with its article: "a string", "an array".
    public var typeNameWithArticle: String {
        let name = typeName
        return (name.first.map { "aeiou".contains($0) } ?? false ? "an " : "a ") + name
    }
}
