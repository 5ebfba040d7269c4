import Combine

/// https://developer.apple.com/documentation/swiftui/observedobject
@propertyWrapper @frozen public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// https://developer.apple.com/documentation/swiftui/observedobject/wrapper
    @dynamicMemberLookup @frozen public struct Wrapper {
        /// https://developer.apple.com/documentation/swiftui/observedobject/wrapper/subscript(dynamicmember:)
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            fatalError()
        }
    }

    /// https://developer.apple.com/documentation/swiftui/observedobject/init(initialvalue:)
    public init(initialValue: ObjectType) { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/observedobject/init(wrappedvalue:)
    public init(wrappedValue: ObjectType) { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/observedobject/wrappedvalue
    public var wrappedValue: ObjectType {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/swiftui/observedobject/projectedvalue
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/stateobject
@frozen @propertyWrapper public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    /// https://developer.apple.com/documentation/swiftui/stateobject/init(wrappedvalue:)
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/stateobject/wrappedvalue
    public var wrappedValue: ObjectType { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/stateobject/projectedvalue
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { fatalError() }
}
