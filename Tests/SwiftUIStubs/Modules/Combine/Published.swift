/// https://developer.apple.com/documentation/combine/published
/// Only a class's property can be @Published: the wrapped value is reached through the enclosing
/// instance, and `wrappedValue` itself is unavailable, as in Apple's Combine.
@propertyWrapper public struct Published<Value> {
    /// https://developer.apple.com/documentation/combine/published/init(initialvalue:)
    public init(initialValue: Value) { fatalError() }
    /// https://developer.apple.com/documentation/combine/published/init(wrappedvalue:)
    public init(wrappedValue: Value) { fatalError() }

    /// https://developer.apple.com/documentation/combine/published (no wrappedValue: the enclosing instance's subscript, below, reads it)
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError() }
        set { fatalError() }
    }

    /// https://developer.apple.com/documentation/combine/published (the enclosing-instance subscript of Swift's property wrappers)
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { fatalError() }
        set { fatalError() }
    }

    /// https://developer.apple.com/documentation/combine/published/projectedvalue
    public var projectedValue: Published<Value>.Publisher {
        mutating get { fatalError() }
        set { fatalError() }
    }

    /// https://developer.apple.com/documentation/combine/published/publisher
    public struct Publisher: Combine.Publisher {
        public typealias Output = Value
        public typealias Failure = Never
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never { fatalError() }
    }
}
