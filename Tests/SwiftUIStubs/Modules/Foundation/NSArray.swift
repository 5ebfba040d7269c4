/// https://developer.apple.com/documentation/foundation/nsarray
open class NSArray: NSObject, Sequence {
    /// https://developer.apple.com/documentation/foundation/nsarray/init()
    public override init() { fatalError() }
    /// https://developer.apple.com/documentation/foundation/nsarray/count
    open var count: Int { fatalError() }
    /// https://developer.apple.com/documentation/foundation/nsarray/object(at:)
    open func object(at index: Int) -> Any { fatalError() }
    /// https://developer.apple.com/documentation/foundation/nsarray/makeiterator()
    public func makeIterator() -> NSFastEnumerationIterator { fatalError() }
}

/// https://developer.apple.com/documentation/foundation/nsfastenumerationiterator
public struct NSFastEnumerationIterator: IteratorProtocol {
    public mutating func next() -> Any? { fatalError() }
}

/// Array bridges to NSArray: https://developer.apple.com/documentation/swift/array (through Foundation)
extension Array: @retroactive _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSArray { fatalError() }
    public static func _forceBridgeFromObjectiveC(_ source: NSArray, result: inout [Element]?) { fatalError() }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSArray, result: inout [Element]?) -> Bool {
        fatalError()
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSArray?) -> [Element] { fatalError() }
}
