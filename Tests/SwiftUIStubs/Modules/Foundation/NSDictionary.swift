/// https://developer.apple.com/documentation/foundation/nsdictionary
open class NSDictionary: NSObject {
    /// https://developer.apple.com/documentation/foundation/nsdictionary/init()
    public override init() { fatalError() }
    /// https://developer.apple.com/documentation/foundation/nsdictionary/count
    open var count: Int { fatalError() }
}

/// Dictionary bridges to NSDictionary: https://developer.apple.com/documentation/swift/dictionary
/// (through Foundation)
extension Dictionary: @retroactive _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSDictionary { fatalError() }
    public static func _forceBridgeFromObjectiveC(_ source: NSDictionary, result: inout [Key: Value]?) { fatalError() }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSDictionary, result: inout [Key: Value]?) -> Bool {
        fatalError()
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSDictionary?) -> [Key: Value] { fatalError() }
}
