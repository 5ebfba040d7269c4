/// https://developer.apple.com/documentation/swiftui/font
@frozen public struct Font: Hashable, Sendable {
    public static func == (lhs: Font, rhs: Font) -> Bool { fatalError() }
    public func hash(into hasher: inout Hasher) { fatalError() }

    /// https://developer.apple.com/documentation/swiftui/font/largetitle
    public static var largeTitle: Font { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/font/title
    public static var title: Font { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/font/title2
    public static var title2: Font { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/font/title3
    public static var title3: Font { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/font/headline
    public static var headline: Font { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/font/subheadline
    public static var subheadline: Font { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/font/body
    public static var body: Font { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/font/callout
    public static var callout: Font { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/font/footnote
    public static var footnote: Font { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/font/caption
    public static var caption: Font { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/font/caption2
    public static var caption2: Font { fatalError() }

    /// https://developer.apple.com/documentation/swiftui/font/bold()
    public func bold() -> Font { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/font/italic()
    public func italic() -> Font { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/font/monospaceddigit()
    public func monospacedDigit() -> Font { fatalError() }
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/font(_:)
    nonisolated public func font(_ font: Font?) -> some View { fatalError() }
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/linelimit(_:)
    nonisolated public func lineLimit(_ number: Int?) -> some View { fatalError() }
}
