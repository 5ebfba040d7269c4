/// https://developer.apple.com/documentation/swiftui/view
@MainActor @preconcurrency public protocol View {
    /// https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype
    associatedtype Body: View
    /// https://developer.apple.com/documentation/swiftui/view/body-swift.property
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// https://developer.apple.com/documentation/swift/never (SwiftUI: Never conforms to View, the body of
/// the primitive views)
extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/emptyview
@frozen public struct EmptyView: View {
    /// https://developer.apple.com/documentation/swiftui/emptyview/init()
    @inlinable public init() {}
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/anyview
@frozen public struct AnyView: View {
    /// https://developer.apple.com/documentation/swiftui/anyview/init(_:)
    public init<V: View>(_ view: V) { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/anyview/init(erasing:)
    public init<V: View>(erasing view: V) { fatalError() }
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/tupleview
@frozen public struct TupleView<T>: View {
    public var value: T
    /// https://developer.apple.com/documentation/swiftui/tupleview/init(_:)
    @inlinable public init(_ value: T) { self.value = value }
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/_conditionalcontent
@frozen public struct _ConditionalContent<TrueContent, FalseContent> {}

extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swift/optional (SwiftUI: Optional conforms to View when
/// Wrapped conforms to View)
extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/group
@frozen public struct Group<Content> {}

extension Group: View where Content: View {
    /// https://developer.apple.com/documentation/swiftui/group/init(content:)
    public init(@ViewBuilder content: () -> Content) { fatalError() }
    public var body: Never { fatalError() }
}
