/// https://developer.apple.com/documentation/swiftui/toggle
/// On a Binding<Bool> only.
public struct Toggle<Label: View>: View {
    /// https://developer.apple.com/documentation/swiftui/toggle/init(ison:label:)
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) { fatalError() }
    public var body: Never { fatalError() }
}

extension Toggle where Label == Text {
    /// https://developer.apple.com/documentation/swiftui/toggle/init(_:ison:)
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/toggle/init(_:ison:) (a string, not localized)
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) { fatalError() }
}

extension Toggle where Label == SwiftUI.Label<Text, Image> {
    /// https://developer.apple.com/documentation/swiftui/toggle/init(_:systemimage:ison:)
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) { fatalError() }
}
