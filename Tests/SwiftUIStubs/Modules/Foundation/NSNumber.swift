/// https://developer.apple.com/documentation/foundation/nsvalue
open class NSValue: NSObject {}

/// https://developer.apple.com/documentation/foundation/nsnumber
open class NSNumber: NSValue, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral {
    /// https://developer.apple.com/documentation/foundation/nsnumber/init(value:) (Bool)
    public init(value: Bool) { fatalError() }
    /// https://developer.apple.com/documentation/foundation/nsnumber/init(value:) (Int)
    public init(value: Int) { fatalError() }
    /// https://developer.apple.com/documentation/foundation/nsnumber/init(value:) (Int16)
    public init(value: Int16) { fatalError() }
    /// https://developer.apple.com/documentation/foundation/nsnumber/init(value:) (Int32)
    public init(value: Int32) { fatalError() }
    /// https://developer.apple.com/documentation/foundation/nsnumber/init(value:) (Int64)
    public init(value: Int64) { fatalError() }
    /// https://developer.apple.com/documentation/foundation/nsnumber/init(value:) (Double)
    public init(value: Double) { fatalError() }
    /// https://developer.apple.com/documentation/foundation/nsnumber/init(value:) (Float)
    public init(value: Float) { fatalError() }
    /// https://developer.apple.com/documentation/foundation/nsnumber/init(integerliteral:)
    public required convenience init(integerLiteral value: Int) { fatalError() }
    /// https://developer.apple.com/documentation/foundation/nsnumber/init(floatliteral:)
    public required convenience init(floatLiteral value: Double) { fatalError() }
    /// https://developer.apple.com/documentation/foundation/nsnumber/init(booleanliteral:)
    public required convenience init(booleanLiteral value: Bool) { fatalError() }
    /// https://developer.apple.com/documentation/foundation/nsnumber/boolvalue
    open var boolValue: Bool { fatalError() }
    /// https://developer.apple.com/documentation/foundation/nsnumber/intvalue
    open var intValue: Int { fatalError() }
    /// https://developer.apple.com/documentation/foundation/nsnumber/int16value
    open var int16Value: Int16 { fatalError() }
    /// https://developer.apple.com/documentation/foundation/nsnumber/int32value
    open var int32Value: Int32 { fatalError() }
    /// https://developer.apple.com/documentation/foundation/nsnumber/int64value
    open var int64Value: Int64 { fatalError() }
    /// https://developer.apple.com/documentation/foundation/nsnumber/doublevalue
    open var doubleValue: Double { fatalError() }
    /// https://developer.apple.com/documentation/foundation/nsnumber/floatvalue
    open var floatValue: Float { fatalError() }
    /// https://developer.apple.com/documentation/foundation/nsnumber/decimalvalue
    open var decimalValue: Decimal { fatalError() }
    /// https://developer.apple.com/documentation/foundation/nsnumber/stringvalue
    open var stringValue: String { fatalError() }
}

/// https://developer.apple.com/documentation/foundation/nsdecimalnumber
open class NSDecimalNumber: NSNumber {
    /// https://developer.apple.com/documentation/foundation/nsdecimalnumber/init(decimal:)
    public init(decimal dcm: Decimal) { fatalError() }
    /// https://developer.apple.com/documentation/foundation/nsdecimalnumber/init(string:)
    public convenience init(string numberValue: String?) { fatalError() }
    public required convenience init(integerLiteral value: Int) { fatalError() }
    public required convenience init(floatLiteral value: Double) { fatalError() }
    public required convenience init(booleanLiteral value: Bool) { fatalError() }
    /// https://developer.apple.com/documentation/foundation/nsdecimalnumber/zero
    open class var zero: NSDecimalNumber { fatalError() }
}

// The numbers bridge to NSNumber and Decimal to NSDecimalNumber:
// https://developer.apple.com/documentation/swift/int (and Int16, Int32, Int64, Double, Float, Bool),
// https://developer.apple.com/documentation/foundation/decimal (Conforms To, through Foundation)

extension Int: @retroactive _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSNumber { fatalError() }
    public static func _forceBridgeFromObjectiveC(_ source: NSNumber, result: inout Int?) { fatalError() }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSNumber, result: inout Int?) -> Bool { fatalError() }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSNumber?) -> Int { fatalError() }
}

extension Int16: @retroactive _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSNumber { fatalError() }
    public static func _forceBridgeFromObjectiveC(_ source: NSNumber, result: inout Int16?) { fatalError() }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSNumber, result: inout Int16?) -> Bool { fatalError() }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSNumber?) -> Int16 { fatalError() }
}

extension Int32: @retroactive _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSNumber { fatalError() }
    public static func _forceBridgeFromObjectiveC(_ source: NSNumber, result: inout Int32?) { fatalError() }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSNumber, result: inout Int32?) -> Bool { fatalError() }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSNumber?) -> Int32 { fatalError() }
}

extension Int64: @retroactive _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSNumber { fatalError() }
    public static func _forceBridgeFromObjectiveC(_ source: NSNumber, result: inout Int64?) { fatalError() }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSNumber, result: inout Int64?) -> Bool { fatalError() }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSNumber?) -> Int64 { fatalError() }
}

extension Double: @retroactive _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSNumber { fatalError() }
    public static func _forceBridgeFromObjectiveC(_ source: NSNumber, result: inout Double?) { fatalError() }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSNumber, result: inout Double?) -> Bool { fatalError() }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSNumber?) -> Double { fatalError() }
}

extension Float: @retroactive _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSNumber { fatalError() }
    public static func _forceBridgeFromObjectiveC(_ source: NSNumber, result: inout Float?) { fatalError() }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSNumber, result: inout Float?) -> Bool { fatalError() }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSNumber?) -> Float { fatalError() }
}

extension Bool: @retroactive _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSNumber { fatalError() }
    public static func _forceBridgeFromObjectiveC(_ source: NSNumber, result: inout Bool?) { fatalError() }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSNumber, result: inout Bool?) -> Bool { fatalError() }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSNumber?) -> Bool { fatalError() }
}

extension Decimal: @retroactive _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSDecimalNumber { fatalError() }
    public static func _forceBridgeFromObjectiveC(_ source: NSDecimalNumber, result: inout Decimal?) { fatalError() }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSDecimalNumber, result: inout Decimal?) -> Bool {
        fatalError()
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSDecimalNumber?) -> Decimal { fatalError() }
}
