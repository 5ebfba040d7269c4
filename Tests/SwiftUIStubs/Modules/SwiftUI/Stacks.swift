/// https://developer.apple.com/documentation/swiftui/verticalalignment
@frozen public struct VerticalAlignment: Equatable, Sendable {
    public static func == (lhs: VerticalAlignment, rhs: VerticalAlignment) -> Bool { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/verticalalignment/top
    public static var top: VerticalAlignment { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/verticalalignment/center
    public static var center: VerticalAlignment { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/verticalalignment/bottom
    public static var bottom: VerticalAlignment { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/verticalalignment/firsttextbaseline
    public static var firstTextBaseline: VerticalAlignment { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/horizontalalignment
@frozen public struct HorizontalAlignment: Equatable, Sendable {
    public static func == (lhs: HorizontalAlignment, rhs: HorizontalAlignment) -> Bool { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/horizontalalignment/leading
    public static var leading: HorizontalAlignment { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/horizontalalignment/center
    public static var center: HorizontalAlignment { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/horizontalalignment/trailing
    public static var trailing: HorizontalAlignment { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/hstack
@frozen public struct HStack<Content: View>: View {
    /// https://developer.apple.com/documentation/swiftui/hstack/init(alignment:spacing:content:)
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        fatalError()
    }
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/vstack
@frozen public struct VStack<Content: View>: View {
    /// https://developer.apple.com/documentation/swiftui/vstack/init(alignment:spacing:content:)
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        fatalError()
    }
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/spacer
@frozen public struct Spacer: View {
    /// https://developer.apple.com/documentation/swiftui/spacer/init(minlength:)
    public init(minLength: CGFloat? = nil) { fatalError() }
    public var body: Never { fatalError() }
}
