/// https://developer.apple.com/documentation/swiftui/axis
@frozen public enum Axis: Int8, CaseIterable, Sendable {
    case horizontal
    case vertical
}

/// https://developer.apple.com/documentation/swiftui/textfield
/// Text on a Binding<String> (not String?), or a value through a ParseableFormatStyle whose output is a
/// String, on a Binding of exactly its input (the documentation declares no optional-value format style).
public struct TextField<Label: View>: View {
    public var body: Never { fatalError() }

    /// https://developer.apple.com/documentation/swiftui/textfield/init(text:prompt:label:)
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/textfield/init(text:prompt:axis:label:)
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/textfield/init(value:format:prompt:label:)
    public init<F: ParseableFormatStyle>(
        value: Binding<F.FormatInput>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label
    ) where F.FormatOutput == String { fatalError() }
}

extension TextField where Label == Text {
    /// https://developer.apple.com/documentation/swiftui/textfield/init(_:text:)
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/textfield/init(_:text:) (a string, not localized)
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, text: Binding<String>) { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/textfield/init(_:text:prompt:)
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/textfield/init(_:text:axis:)
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/textfield/init(_:text:prompt:axis:)
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/textfield/init(_:value:format:prompt:)
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil)
    where F.FormatOutput == String { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/textfield/init(_:value:format:prompt:) (a string,
    /// not localized)
    @_disfavoredOverload public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/texteditor
public struct TextEditor: View {
    /// https://developer.apple.com/documentation/swiftui/texteditor/init(text:)
    public init(text: Binding<String>) { fatalError() }
    public var body: Never { fatalError() }
}
