/// https://developer.apple.com/documentation/foundation/nspredicate
open class NSPredicate: NSObject {
    /// https://developer.apple.com/documentation/foundation/nspredicate/init(format:argumentarray:)
    public init(format predicateFormat: String, argumentArray arguments: [Any]?) { fatalError() }
    /// https://developer.apple.com/documentation/foundation/nspredicate/init(format:_:)
    public convenience init(format predicateFormat: String, _ args: any CVarArg...) { fatalError() }
    /// https://developer.apple.com/documentation/foundation/nspredicate/init(value:)
    public init(value: Bool) { fatalError() }
    /// https://developer.apple.com/documentation/foundation/nspredicate/init(block:)
    public init(block: @escaping (Any?, [String: Any]?) -> Bool) { fatalError() }
    /// https://developer.apple.com/documentation/foundation/nspredicate/predicateformat
    open var predicateFormat: String { fatalError() }
}

/// https://developer.apple.com/documentation/foundation/nscompoundpredicate
open class NSCompoundPredicate: NSPredicate {
    /// https://developer.apple.com/documentation/foundation/nscompoundpredicate/init(andpredicatewithsubpredicates:)
    public init(andPredicateWithSubpredicates subpredicates: [NSPredicate]) { fatalError() }
    /// https://developer.apple.com/documentation/foundation/nscompoundpredicate/init(orpredicatewithsubpredicates:)
    public init(orPredicateWithSubpredicates subpredicates: [NSPredicate]) { fatalError() }
    /// https://developer.apple.com/documentation/foundation/nscompoundpredicate/init(notpredicatewithsubpredicate:)
    public init(notPredicateWithSubpredicate predicate: NSPredicate) { fatalError() }
}
