// The Swift overlay of the ObjectiveC module: what the compiler looks up for `#selector` and for
// NSObject's Swift conformances. Declarations only (bodies `fatalError()`); nothing here is ever run.
@_exported import ObjectiveC

/// https://developer.apple.com/documentation/objectivec/selector
public struct Selector: ExpressibleByStringLiteral, Equatable, Hashable {
    /// https://developer.apple.com/documentation/objectivec/selector/init(_:)
    public init(_ str: String) { fatalError() }
    public init(stringLiteral value: String) { fatalError() }
}

/// https://developer.apple.com/documentation/objectivec/objcbool
@frozen public struct ObjCBool: ExpressibleByBooleanLiteral {
    /// https://developer.apple.com/documentation/objectivec/objcbool/boolvalue
    public var boolValue: Bool { fatalError() }
    /// https://developer.apple.com/documentation/objectivec/objcbool/init(_:)
    public init(_ value: Bool) { fatalError() }
    public init(booleanLiteral value: Bool) { fatalError() }
}

/// https://developer.apple.com/documentation/objectivec/nsobject-swift.class (Equatable, Hashable)
extension NSObject: Equatable, Hashable {
    public static func == (lhs: NSObject, rhs: NSObject) -> Bool { fatalError() }
    public func hash(into hasher: inout Hasher) { fatalError() }
}

/// https://developer.apple.com/documentation/objectivec/nsobject-swift.class (CVarArg)
extension NSObject: CVarArg {
    public var _cVarArgEncoding: [Int] { fatalError() }
}

/// https://developer.apple.com/documentation/objectivec/nsobject-swift.class (CustomStringConvertible)
extension NSObject: CustomStringConvertible, CustomDebugStringConvertible {
    public var description: String { fatalError() }
    public var debugDescription: String { fatalError() }
}
