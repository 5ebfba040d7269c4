// https://developer.apple.com/documentation/foundation/nsstring
open class NSString: NSObject {
    /// https://developer.apple.com/documentation/foundation/nsstring/init()
    public override init() { fatalError() }
    /// https://developer.apple.com/documentation/foundation/nsstring/init(string:)
    public init(string aString: String) { fatalError() }
    /// https://developer.apple.com/documentation/foundation/nsstring/length
    open var length: Int { fatalError() }
    /// https://developer.apple.com/documentation/foundation/nsstring/localizedcaseinsensitivecompare(_:)
    /// For `#selector` (an NSSortDescriptor's): Apple's returns `ComparisonResult`, an Objective-C enum
    /// there and swift-foundation's Swift enum here, which cannot cross `@objc`; so `Int` here. Call the
    /// String method below instead.
    @objc open func localizedCaseInsensitiveCompare(_ string: String) -> Int { fatalError() }
    /// https://developer.apple.com/documentation/foundation/nsstring/localizedstandardcompare(_:)
    /// (`Int` for `ComparisonResult`, as above)
    @objc open func localizedStandardCompare(_ string: String) -> Int { fatalError() }
    /// https://developer.apple.com/documentation/foundation/nsstring/caseinsensitivecompare(_:)
    /// (`Int` for `ComparisonResult`, as above)
    @objc open func caseInsensitiveCompare(_ string: String) -> Int { fatalError() }
    /// https://developer.apple.com/documentation/foundation/nsstring/compare(_:)
    /// (`Int` for `ComparisonResult`, as above)
    @objc open func compare(_ string: String) -> Int { fatalError() }
}

/// String bridges to NSString: https://developer.apple.com/documentation/swift/string (Conforms To:
/// _ObjectiveCBridgeable, through Foundation)
extension String: @retroactive _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSString { fatalError() }
    public static func _forceBridgeFromObjectiveC(_ source: NSString, result: inout String?) { fatalError() }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSString, result: inout String?) -> Bool {
        fatalError()
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSString?) -> String { fatalError() }
}

/// https://developer.apple.com/documentation/swift/cvararg (String conforms through Foundation)
extension String: @retroactive CVarArg {
    public var _cVarArgEncoding: [Int] { fatalError() }
}

extension String {
    /// https://developer.apple.com/documentation/swift/string/init(format:_:)
    public init(format: String, _ arguments: any CVarArg...) { fatalError() }
}

extension StringProtocol {
    /// https://developer.apple.com/documentation/swift/stringprotocol/localizedcaseinsensitivecompare(_:)
    public func localizedCaseInsensitiveCompare<T: StringProtocol>(_ string: T) -> ComparisonResult { fatalError() }
    /// https://developer.apple.com/documentation/swift/stringprotocol/localizedstandardcompare(_:)
    public func localizedStandardCompare<T: StringProtocol>(_ string: T) -> ComparisonResult { fatalError() }
    /// https://developer.apple.com/documentation/swift/stringprotocol/localizedcaseinsensitivecontains(_:)
    public func localizedCaseInsensitiveContains<T: StringProtocol>(_ other: T) -> Bool { fatalError() }
    /// https://developer.apple.com/documentation/swift/stringprotocol/localizedstandardcontains(_:)
    public func localizedStandardContains<T: StringProtocol>(_ string: T) -> Bool { fatalError() }
    /// https://developer.apple.com/documentation/swift/stringprotocol/trimmingcharacters(in:)
    public func trimmingCharacters(in set: CharacterSet) -> String { fatalError() }
    /// https://developer.apple.com/documentation/swift/stringprotocol/components(separatedby:)
    public func components<T: StringProtocol>(separatedBy separator: T) -> [String] { fatalError() }
}
