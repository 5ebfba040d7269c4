import Foundation

/// The value of a property-list node. Containers hold nodes, so every element keeps its position.
public enum PlistValue: Sendable {
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
    /// A keyed archive's reference to one of its `$objects` (binary files; XML writes it as the dictionary
    /// `{CF$UID = n}`, which CoreFoundation reads back as a UID).
    case uid(UInt64)

    /// The type of the value.
    public var kind: PlistKind {
        switch self {
        case .string: .string
        case .integer: .integer
        case .real: .real
        case .boolean: .boolean
        case .date: .date
        case .data: .data
        case .array: .array
        case .dictionary: .dictionary
        case .uid: .uid
        }
    }

    /// The property-list name of the value's type, for messages ("expected an array, found a string").
    public var typeName: String { kind.typeName }

    /// The type name with its article: "a string", "an array".
    public var typeNameWithArticle: String { kind.typeNameWithArticle }
}

extension PlistValue: Equatable {
    /// Equal as property lists: strings scalar by scalar (see ``PlistDictionary/keysEqual(_:_:)``),
    /// reals as `Double`s, containers element by element.
    public static func == (lhs: PlistValue, rhs: PlistValue) -> Bool {
        switch (lhs, rhs) {
        case (.string(let a), .string(let b)): PlistDictionary.keysEqual(a, b)
        case (.integer(let a), .integer(let b)): a == b
        case (.real(let a), .real(let b)): a == b
        case (.boolean(let a), .boolean(let b)): a == b
        case (.date(let a), .date(let b)): a == b
        case (.data(let a), .data(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.dictionary(let a), .dictionary(let b)): a == b
        case (.uid(let a), .uid(let b)): a == b
        default: false
        }
    }
}
