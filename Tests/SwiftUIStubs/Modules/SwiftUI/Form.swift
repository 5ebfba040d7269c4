/// https://developer.apple.com/documentation/swiftui/form
public struct Form<Content: View>: View {
    /// https://developer.apple.com/documentation/swiftui/form/init(content:)
    public init(@ViewBuilder content: () -> Content) { fatalError() }
    public var body: Never { fatalError() }
}
