/// https://developer.apple.com/documentation/swiftui/picker
/// Its selection is a Binding of a Hashable value; the tags of its content are not tied to that type by
/// the compiler (`tag(_:includeOptional:)` takes any Hashable), so a tag of the wrong type is not a
/// compile error on Apple's SDK either.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    public var body: Never { fatalError() }

    /// https://developer.apple.com/documentation/swiftui/picker/init(selection:content:label:)
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        fatalError()
    }
    /// https://developer.apple.com/documentation/swiftui/picker/init(selection:label:content:)-deprecated
    @available(*, deprecated, message: "Use init(selection:content:label:) instead.")
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) { fatalError() }
}

extension Picker where Label == Text {
    /// https://developer.apple.com/documentation/swiftui/picker/init(_:selection:content:)
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        fatalError()
    }
    /// https://developer.apple.com/documentation/swiftui/picker/init(_:selection:content:) (a string, not
    /// localized)
    @_disfavoredOverload public init<S: StringProtocol>(
        _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
    ) { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/pickerstyle
public protocol PickerStyle {}

/// https://developer.apple.com/documentation/swiftui/menupickerstyle
public struct MenuPickerStyle: PickerStyle {
    /// https://developer.apple.com/documentation/swiftui/menupickerstyle/init()
    public init() { fatalError() }
}
/// https://developer.apple.com/documentation/swiftui/navigationlinkpickerstyle
public struct NavigationLinkPickerStyle: PickerStyle {
    /// https://developer.apple.com/documentation/swiftui/navigationlinkpickerstyle/init()
    public init() { fatalError() }
}
/// https://developer.apple.com/documentation/swiftui/inlinepickerstyle
public struct InlinePickerStyle: PickerStyle {
    /// https://developer.apple.com/documentation/swiftui/inlinepickerstyle/init()
    public init() { fatalError() }
}

extension PickerStyle where Self == MenuPickerStyle {
    /// https://developer.apple.com/documentation/swiftui/pickerstyle/menu
    public static var menu: MenuPickerStyle { fatalError() }
}
extension PickerStyle where Self == NavigationLinkPickerStyle {
    /// https://developer.apple.com/documentation/swiftui/pickerstyle/navigationlink
    public static var navigationLink: NavigationLinkPickerStyle { fatalError() }
}
extension PickerStyle where Self == InlinePickerStyle {
    /// https://developer.apple.com/documentation/swiftui/pickerstyle/inline
    public static var inline: InlinePickerStyle { fatalError() }
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/pickerstyle(_:)
    nonisolated public func pickerStyle<S: PickerStyle>(_ style: S) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/tag(_:includeoptional:)
    nonisolated public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View { fatalError() }
}
