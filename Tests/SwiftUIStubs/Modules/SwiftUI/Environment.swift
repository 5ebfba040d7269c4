import CoreData

/// https://developer.apple.com/documentation/swiftui/environment
@frozen @propertyWrapper public struct Environment<Value>: DynamicProperty {
    /// https://developer.apple.com/documentation/swiftui/environment/init(_:)
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/environment/wrappedvalue
    public var wrappedValue: Value { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/environmentkey
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// https://developer.apple.com/documentation/swiftui/environmentvalues
public struct EnvironmentValues: CustomStringConvertible {
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/init()
    public init() { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/subscript(_:)
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { fatalError() }
        set { fatalError() }
    }
    public var description: String { fatalError() }

    /// https://developer.apple.com/documentation/swiftui/environmentvalues/managedobjectcontext
    public var managedObjectContext: NSManagedObjectContext {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/editmode
    public var editMode: Binding<EditMode>? {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/dismiss
    public var dismiss: DismissAction { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/isenabled
    public var isEnabled: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/locale
    public var locale: Locale {
        get { fatalError() }
        set { fatalError() }
    }
}

/// https://developer.apple.com/documentation/swiftui/dismissaction
@MainActor @preconcurrency public struct DismissAction {
    /// https://developer.apple.com/documentation/swiftui/dismissaction/callasfunction()
    public func callAsFunction() { fatalError() }
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/environment(_:_:)
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        fatalError()
    }
}
