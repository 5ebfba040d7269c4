extension SwiftTypeReference {
    /// What the Objective-C runtime sees of a property of this type: Swift's value types bridge to their
    /// Foundation classes (`String` to NSString, `Set` to NSSet), numbers and `Bool` stay numbers, a class
    /// is itself. Nil when Objective-C cannot represent it (an optional number, a tuple): such a property
    /// cannot be `@objc`, and `@objcMembers` leaves it out.
    var runtimeKind: DeclaredProperty.Kind? {
        switch self {
        case .named(let name, let arguments):
            if name == "Optional" || name == "ImplicitlyUnwrappedOptional", let wrapped = arguments.first {
                return SwiftTypeReference.optional(wrapped).runtimeKind
            }
            if Self.numbers.contains(name) { return .scalar(typeName: name) }
            if ["Any", "AnyObject", "AnyClass"].contains(name) { return .object(className: nil) }
            return .object(className: Self.bridgedClasses[name] ?? name)
        case .optional(let wrapped):
            guard let kind = wrapped.runtimeKind, case .object = kind else { return nil }
            return kind
        case .array: return .object(className: "NSArray")
        case .dictionary: return .object(className: "NSDictionary")
        case .function, .existential: return .object(className: nil)
        case .other: return nil
        }
    }

    /// Swift's number and truth types, and the structs Objective-C sees as structs: not objects.
    static let numbers: Set = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Bool", "Double", "Float",
        "Float32", "Float64", "TimeInterval", "CGFloat", "ObjCBool", "NSInteger", "NSUInteger", "CGPoint", "CGSize", "CGRect",
        "NSRange", "CLLocationCoordinate2D", "CGAffineTransform", "UIEdgeInsets", "Selector", "OpaquePointer",
        "UnsafeRawPointer", "UnsafeMutableRawPointer", "UnsafePointer", "UnsafeMutablePointer",
    ]

    /// Swift's types that reach Objective-C as a Foundation class.
    static let bridgedClasses: [String: String] = [
        "String": "NSString", "Date": "NSDate", "Data": "NSData", "Decimal": "NSDecimalNumber", "UUID": "NSUUID",
        "URL": "NSURL", "Set": "NSSet", "Array": "NSArray", "Dictionary": "NSDictionary", "IndexSet": "NSIndexSet",
        "IndexPath": "NSIndexPath", "Locale": "NSLocale", "TimeZone": "NSTimeZone", "Calendar": "NSCalendar",
        "DateComponents": "NSDateComponents", "Notification": "NSNotification", "CharacterSet": "NSCharacterSet",
        "Measurement": "NSMeasurement",
    ]
}
