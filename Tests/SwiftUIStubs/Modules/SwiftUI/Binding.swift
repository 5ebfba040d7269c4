/// https://developer.apple.com/documentation/swiftui/binding
@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
    /// https://developer.apple.com/documentation/swiftui/binding/transaction
    public var transaction: Transaction {
        get { fatalError() }
        set { fatalError() }
    }

    /// https://developer.apple.com/documentation/swiftui/binding/init(get:set:)
    @preconcurrency public init(get: @escaping @isolated(any) () -> Value, set: @escaping @isolated(any) (Value) -> Void) {
        fatalError()
    }
    /// https://developer.apple.com/documentation/swiftui/binding/init(get:set:) (with a transaction)
    @preconcurrency public init(
        get: @escaping @isolated(any) () -> Value, set: @escaping @isolated(any) (Value, Transaction) -> Void
    ) { fatalError() }

    /// https://developer.apple.com/documentation/swiftui/binding/constant(_:)
    public static func constant(_ value: Value) -> Binding<Value> { fatalError() }

    /// https://developer.apple.com/documentation/swiftui/binding/wrappedvalue
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set { fatalError() }
    }
    /// https://developer.apple.com/documentation/swiftui/binding/projectedvalue
    public var projectedValue: Binding<Value> { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/binding/init(projectedvalue:)
    public init(projectedValue: Binding<Value>) { fatalError() }

    /// https://developer.apple.com/documentation/swiftui/binding/subscript(dynamicmember:)
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { fatalError() }
}

extension Binding {
    /// https://developer.apple.com/documentation/swiftui/binding/init(_:) (a binding of an optional
    /// value from one of a plain value)
    public init<V>(_ base: Binding<V>) where Value == V? { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/binding/init(_:) (nil when the base is nil)
    public init?(_ base: Binding<Value?>) { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/binding/init(_:) (a binding of AnyHashable)
    public init<V: Hashable>(_ base: Binding<V>) where Value == AnyHashable { fatalError() }

    /// https://developer.apple.com/documentation/swiftui/binding/transaction(_:)
    public func transaction(_ transaction: Transaction) -> Binding<Value> { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/binding/animation(_:)
    public func animation(_ animation: Animation? = .default) -> Binding<Value> { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/binding (Conforms To: DynamicProperty)
extension Binding: DynamicProperty {}

/// https://developer.apple.com/documentation/swiftui/binding (Conforms To: Identifiable, when Value is)
extension Binding: Identifiable where Value: Identifiable {
    /// https://developer.apple.com/documentation/swiftui/binding/id
    public var id: Value.ID { fatalError() }
}
