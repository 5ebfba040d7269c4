import CoreDataModel

/// The Swift type a property of an entity's class has, as far as the exported views need to know it to
/// read, show and bind the property without a force-unwrap.
enum SwiftPropertyType: Equatable {
    /// `String?`.
    case string
    /// `Date?`.
    case date
    /// A scalar (`Int16`, `Int32`, `Int64`, `Double`, `Float`, `Bool`): "Use Scalar Type", never optional.
    case scalar(String)
    /// `NSNumber?`: a number or Boolean without "Use Scalar Type", what CDL-era models give; `kind` says
    /// which value it holds.
    case number(AttributeType)
    /// `NSDecimalNumber?`.
    case decimal
    /// `Data?`, `UUID?`, `URL?` or anything else shown by `description`: `name` is the Swift type.
    case other(String)
    /// A to-one relationship: the destination's class, optional.
    case toOne(className: String)
    /// A to-many relationship: `NSSet?` (`NSOrderedSet?` when ordered) of the destination's class.
    case toMany(className: String, isOrdered: Bool)

    /// The declaration's type, as Xcode's Swift code generation writes it.
    var declaration: String {
        switch self {
        case .string: "String?"
        case .date: "Date?"
        case .scalar(let name): name
        case .number: "NSNumber?"
        case .decimal: "NSDecimalNumber?"
        case .other(let name): name + "?"
        case .toOne(let className): className + "?"
        case .toMany(_, let isOrdered): isOrdered ? "NSOrderedSet?" : "NSSet?"
        }
    }

    /// The type of an attribute in the class Xcode generates from the model (Swift, "Class Definition"):
    /// object types are optional whatever the model says (Core Data fills them in at run time), scalars are
    /// not (an `@objc` property cannot be an optional scalar).
    init(generatedFor attribute: Attribute) {
        switch attribute.type {
        case .string: self = .string
        case .date: self = .date
        case .boolean, .integer16, .integer32, .integer64, .double, .float:
            self = attribute.usesScalarValueType ? .scalar(Self.scalarName(of: attribute.type)) : .number(attribute.type)
        case .decimal: self = .decimal
        case .binary: self = .other("Data")
        case .uuid: self = .other("UUID")
        case .uri: self = .other("URL")
        default: self = .other("NSObject")
        }
    }

    private static func scalarName(of type: AttributeType) -> String {
        switch type {
        case .boolean: "Bool"
        case .integer16: "Int16"
        case .integer32: "Int32"
        case .integer64: "Int64"
        case .double: "Double"
        default: "Float"
        }
    }

    /// An expression of type `String` showing the value of `expression` (of this type) as CDL shows it:
    /// the text, a number's digits (`description`), the empty string for nil.
    func text(of expression: String) -> String {
        switch self {
        case .string: "\(expression) ?? \"\""
        case .scalar: "String(\(expression))"
        case .number, .decimal: "\(expression)?.stringValue ?? \"\""
        case .date, .other: "\(expression).map { String(describing: $0) } ?? \"\""
        case .toOne, .toMany: "\(expression).map { String(describing: $0) } ?? \"\""
        }
    }

    /// Whether a key path through this property goes on to another entity.
    var isRelationship: Bool {
        switch self {
        case .toOne, .toMany: true
        default: false
        }
    }
}
