/// https://developer.apple.com/documentation/foundation/nsset
/// A Sequence of `Any` (https://developer.apple.com/documentation/foundation/nsset/makeiterator()), not a
/// RandomAccessCollection: `ForEach` cannot take one.
open class NSSet: NSObject, Sequence {
    /// https://developer.apple.com/documentation/foundation/nsset/init()
    public override init() { fatalError() }
    /// https://developer.apple.com/documentation/foundation/nsset/init(array:)
    public convenience init(array: [Any]) { fatalError() }
    /// https://developer.apple.com/documentation/foundation/nsset/init(object:)
    public convenience init(object: Any) { fatalError() }
    /// https://developer.apple.com/documentation/foundation/nsset/count
    open var count: Int { fatalError() }
    /// https://developer.apple.com/documentation/foundation/nsset/allobjects
    open var allObjects: [Any] { fatalError() }
    /// https://developer.apple.com/documentation/foundation/nsset/contains(_:)
    open func contains(_ anObject: Any) -> Bool { fatalError() }
    /// https://developer.apple.com/documentation/foundation/nsset/sortedarray(using:)
    open func sortedArray(using sortDescriptors: [NSSortDescriptor]) -> [Any] { fatalError() }
    /// https://developer.apple.com/documentation/foundation/nsset/makeiterator()
    public func makeIterator() -> NSFastEnumerationIterator { fatalError() }
}

/// Set bridges to NSSet: https://developer.apple.com/documentation/swift/set (through Foundation)
extension Set: @retroactive _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSSet { fatalError() }
    public static func _forceBridgeFromObjectiveC(_ source: NSSet, result: inout Set<Element>?) { fatalError() }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSSet, result: inout Set<Element>?) -> Bool {
        fatalError()
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSSet?) -> Set<Element> { fatalError() }
}

/// https://developer.apple.com/documentation/foundation/nsmutableset
open class NSMutableSet: NSSet {
    /// https://developer.apple.com/documentation/foundation/nsmutableset/add(_:)
    open func add(_ object: Any) { fatalError() }
    /// https://developer.apple.com/documentation/foundation/nsmutableset/remove(_:)
    open func remove(_ object: Any) { fatalError() }
}
