/// The `attributeType` of a Core Data attribute, as the model file names it.
public enum AttributeType: Sendable, Equatable {
    case string
    case boolean
    case date
    case integer16, integer32, integer64
    case decimal, double, float
    case binary
    case uuid
    case uri
    case transformable
    case objectID
    case undefined
    /// A type this version of cdlgen does not know (a newer Xcode's), kept by name.
    case other(String)

    public init(modelName: String?) {
        switch modelName {
        case "String": self = .string
        case "Boolean": self = .boolean
        case "Date": self = .date
        case "Integer 16": self = .integer16
        case "Integer 32": self = .integer32
        case "Integer 64": self = .integer64
        case "Decimal": self = .decimal
        case "Double": self = .double
        case "Float": self = .float
        case "Binary": self = .binary
        case "UUID": self = .uuid
        case "URI": self = .uri
        case "Transformable": self = .transformable
        case "ObjectID": self = .objectID
        case nil, "Undefined": self = .undefined
        case let name?: self = .other(name)
        }
    }

    /// The name the model file uses, for messages.
    public var modelName: String {
        switch self {
        case .string: "String"
        case .boolean: "Boolean"
        case .date: "Date"
        case .integer16: "Integer 16"
        case .integer32: "Integer 32"
        case .integer64: "Integer 64"
        case .decimal: "Decimal"
        case .double: "Double"
        case .float: "Float"
        case .binary: "Binary"
        case .uuid: "UUID"
        case .uri: "URI"
        case .transformable: "Transformable"
        case .objectID: "ObjectID"
        case .undefined: "Undefined"
        case .other(let name): name
        }
    }

    /// "a String", "an Integer 16", "a UUID", for messages: by how the name is said, not spelt.
    public var modelNameWithArticle: String {
        let name = modelName
        let saidAsLetters = name.count > 1 && name.prefix(2).allSatisfy(\.isUppercase)  // UUID, URI: "you-…"
        let vowelSound = name.first.map { "AEIOU".contains($0) } == true && !(saidAsLetters && name.first == "U")
        return (vowelSound ? "an " : "a ") + name
    }

    public var isNumeric: Bool {
        switch self {
        case .integer16, .integer32, .integer64, .decimal, .double, .float: true
        default: false
        }
    }
}
