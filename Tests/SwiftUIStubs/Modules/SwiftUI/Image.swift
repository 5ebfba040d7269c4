/// https://developer.apple.com/documentation/swiftui/image
@frozen public struct Image: Equatable, Sendable, View {
    public static func == (lhs: Image, rhs: Image) -> Bool { fatalError() }
    public var body: Never { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/image/init(systemname:)
    public init(systemName: String) { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/image/init(_:bundle:)
    public init(_ name: String, bundle: Bundle? = nil) { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/label
public struct Label<Title: View, Icon: View>: View {
    /// https://developer.apple.com/documentation/swiftui/label/init(title:icon:)
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) { fatalError() }
    public var body: Never { fatalError() }
}

extension Label where Title == Text, Icon == Image {
    /// https://developer.apple.com/documentation/swiftui/label/init(_:systemimage:)
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/label/init(_:systemimage:) (a string, not localized)
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, systemImage name: String) { fatalError() }
}
