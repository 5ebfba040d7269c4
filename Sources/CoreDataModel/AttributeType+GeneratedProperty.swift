/// The property Xcode generates for an attribute of each type (Objective-C's names, which the runtime's
/// type encoding holds).
extension AttributeType {
    /// The class of the generated object property; nil for types without one (Transformable: `id`).
    public var objectiveCClassName: String? {
        switch self {
        case .string: "NSString"
        case .boolean, .integer16, .integer32, .integer64, .double, .float: "NSNumber"
        case .decimal: "NSDecimalNumber"
        case .date: "NSDate"
        case .binary: "NSData"
        case .uuid: "NSUUID"
        case .uri: "NSURL"
        default: nil
        }
    }

    /// The scalar a generated property holds with "Use Scalar Type" (`usesScalarValueType`); nil for types
    /// that have none.
    public var scalarTypeName: String? {
        switch self {
        case .boolean: "BOOL"
        case .integer16: "int16_t"
        case .integer32: "int32_t"
        case .integer64: "int64_t"
        case .double: "double"
        case .float: "float"
        case .date: "NSTimeInterval"
        default: nil
        }
    }
}
