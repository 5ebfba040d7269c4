/// https://developer.apple.com/documentation/corefoundation/cgfloat (CoreGraphics' on Apple's platforms;
/// declared here in Foundation, as swift-corelibs-foundation does, so that Swift converts a Double to it
/// implicitly as it does on Apple's platforms). A few members: what stacks' spacing and padding take.
@frozen public struct CGFloat: Hashable, Comparable, Sendable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    /// https://developer.apple.com/documentation/corefoundation/cgfloat/init(_:) (a Double)
    public init(_ value: Double) { fatalError() }
    /// https://developer.apple.com/documentation/corefoundation/cgfloat/init(_:) (an Int)
    public init(_ value: Int) { fatalError() }
    public init(integerLiteral value: Int) { fatalError() }
    public init(floatLiteral value: Double) { fatalError() }
    public static func < (lhs: CGFloat, rhs: CGFloat) -> Bool { fatalError() }
    public static func + (lhs: CGFloat, rhs: CGFloat) -> CGFloat { fatalError() }
    public static func - (lhs: CGFloat, rhs: CGFloat) -> CGFloat { fatalError() }
    public static func * (lhs: CGFloat, rhs: CGFloat) -> CGFloat { fatalError() }
    public static func / (lhs: CGFloat, rhs: CGFloat) -> CGFloat { fatalError() }
}
