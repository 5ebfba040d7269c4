/// https://developer.apple.com/documentation/foundation/nsorderedset
/// A Sequence of `Any`, like NSSet; `array` gives its members in order.
open class NSOrderedSet: NSObject, Sequence {
    /// https://developer.apple.com/documentation/foundation/nsorderedset/init()
    public override init() { fatalError() }
    /// https://developer.apple.com/documentation/foundation/nsorderedset/init(array:)
    public convenience init(array: [Any]) { fatalError() }
    /// https://developer.apple.com/documentation/foundation/nsorderedset/count
    open var count: Int { fatalError() }
    /// https://developer.apple.com/documentation/foundation/nsorderedset/array
    open var array: [Any] { fatalError() }
    /// https://developer.apple.com/documentation/foundation/nsorderedset/object(at:)
    open func object(at idx: Int) -> Any { fatalError() }
    /// https://developer.apple.com/documentation/foundation/nsorderedset/index(of:)
    open func index(of object: Any) -> Int { fatalError() }
    /// https://developer.apple.com/documentation/foundation/nsorderedset/makeiterator()
    public func makeIterator() -> NSFastEnumerationIterator { fatalError() }
}

/// https://developer.apple.com/documentation/foundation/nsmutableorderedset
open class NSMutableOrderedSet: NSOrderedSet {
    /// https://developer.apple.com/documentation/foundation/nsmutableorderedset/add(_:)
    open func add(_ object: Any) { fatalError() }
    /// https://developer.apple.com/documentation/foundation/nsmutableorderedset/remove(_:)
    open func remove(_ object: Any) { fatalError() }
    /// https://developer.apple.com/documentation/foundation/nsmutableorderedset/moveobjects(at:to:)
    open func moveObjects(at indexes: IndexSet, to idx: Int) { fatalError() }
    /// https://developer.apple.com/documentation/foundation/nsmutableorderedset/removeobjects(at:)
    open func removeObjects(at indexes: IndexSet) { fatalError() }
}
