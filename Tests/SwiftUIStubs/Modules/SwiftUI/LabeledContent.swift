/// https://developer.apple.com/documentation/swiftui/labeledcontent
public struct LabeledContent<Label, Content> {}

extension LabeledContent: View where Label: View, Content: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/labeledcontent/init(content:label:)
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) { fatalError() }
}

extension LabeledContent where Label == Text, Content: View {
    /// https://developer.apple.com/documentation/swiftui/labeledcontent/init(_:content:)
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/labeledcontent/init(_:content:) (a string, not
    /// localized)
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { fatalError() }
}

extension LabeledContent where Label == Text, Content == Text {
    /// https://developer.apple.com/documentation/swiftui/labeledcontent/init(_:value:) (a localized title)
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/labeledcontent/init(_:value:)
    @_disfavoredOverload public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/labeledcontent/init(_:value:format:)
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/labeledcontent/init(_:value:format:) (a string,
    /// not localized)
    @_disfavoredOverload public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String { fatalError() }
}
