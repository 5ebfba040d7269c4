/// https://developer.apple.com/documentation/swiftui/animation
@frozen public struct Animation: Equatable, Sendable {
    public static func == (lhs: Animation, rhs: Animation) -> Bool { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/animation/default
    public static var `default`: Animation { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/animation/easeinout
    public static var easeInOut: Animation { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/animation/spring
    public static var spring: Animation { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/transaction
@frozen public struct Transaction {
    /// https://developer.apple.com/documentation/swiftui/transaction/init()
    public init() { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/transaction/animation
    public var animation: Animation? {
        get { fatalError() }
        set { fatalError() }
    }
}

/// https://developer.apple.com/documentation/swiftui/withanimation(_:_:)
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    fatalError()
}
