/// https://developer.apple.com/documentation/foundation/comparator
public typealias Comparator = (Any, Any) -> ComparisonResult

/// https://developer.apple.com/documentation/foundation/nssortdescriptor
open class NSSortDescriptor: NSObject {
    /// https://developer.apple.com/documentation/foundation/nssortdescriptor/init(key:ascending:)
    public init(key: String?, ascending: Bool) { fatalError() }
    /// https://developer.apple.com/documentation/foundation/nssortdescriptor/init(key:ascending:selector:)
    public init(key: String?, ascending: Bool, selector: Selector?) { fatalError() }
    /// https://developer.apple.com/documentation/foundation/nssortdescriptor/init(key:ascending:comparator:)
    public init(key: String?, ascending: Bool, comparator cmptr: @escaping Comparator) { fatalError() }
    /// https://developer.apple.com/documentation/foundation/nssortdescriptor/key
    open var key: String? { fatalError() }
    /// https://developer.apple.com/documentation/foundation/nssortdescriptor/ascending
    open var ascending: Bool { fatalError() }
    /// https://developer.apple.com/documentation/foundation/nssortdescriptor/selector
    open var selector: Selector? { fatalError() }
    /// https://developer.apple.com/documentation/foundation/nssortdescriptor/reversedsortdescriptor
    open var reversedSortDescriptor: Any { fatalError() }
}

extension NSSortDescriptor {
    /// https://developer.apple.com/documentation/foundation/nssortdescriptor/init(keypath:ascending:)
    /// (no `Comparable` requirement on Value: swift-corelibs-foundation's has one, Apple's has not)
    public convenience init<Root, Value>(keyPath: KeyPath<Root, Value>, ascending: Bool) { fatalError() }
    /// https://developer.apple.com/documentation/foundation/nssortdescriptor/init(keypath:ascending:comparator:)
    public convenience init<Root, Value>(keyPath: KeyPath<Root, Value>, ascending: Bool, comparator cmptr: @escaping Comparator) {
        fatalError()
    }
    /// https://developer.apple.com/documentation/foundation/nssortdescriptor/keypath
    public var keyPath: AnyKeyPath? { fatalError() }
    /// https://developer.apple.com/documentation/foundation/nssortdescriptor/init(_:)
    public convenience init<Compared: NSObject>(_ sortDescriptor: SortDescriptor<Compared>) { fatalError() }
}
