/// https://developer.apple.com/documentation/swiftui/buttonrole
public struct ButtonRole: Equatable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/buttonrole/destructive
    public static var destructive: ButtonRole { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/buttonrole/cancel
    public static var cancel: ButtonRole { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/button
public struct Button<Label: View>: View {
    public var body: Never { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/button/init(action:label:)
    @preconcurrency public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/button/init(role:action:label:)
    @preconcurrency public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        fatalError()
    }
}

extension Button where Label == Text {
    /// https://developer.apple.com/documentation/swiftui/button/init(_:action:)
    @preconcurrency public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/button/init(_:action:) (a string, not localized)
    @_disfavoredOverload @preconcurrency public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        fatalError()
    }
    /// https://developer.apple.com/documentation/swiftui/button/init(_:role:action:)
    @preconcurrency public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        fatalError()
    }
}

extension Button where Label == SwiftUI.Label<Text, Image> {
    /// https://developer.apple.com/documentation/swiftui/button/init(_:systemimage:action:)
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void) { fatalError() }
}
